// The yardstick of `npm run bench`: a bare Fastify route answering a small JSON object.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3900) });
