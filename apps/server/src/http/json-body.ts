/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` and `constructor.prototype`
 * keys), behind a depth check that refuses deeply nested bodies with a 400 before anything can
 * recurse into them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../lib/errors.ts';
import { isJsonDepthWithin, MAX_JSON_DEPTH } from '../lib/json-depth.ts';

const tooDeep = () =>
  new BadRequestError(
    {
      el: `Το JSON του αιτήματος έχει πάρα πολλά επίπεδα (το πολύ ${MAX_JSON_DEPTH}).`,
      en: `The request JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    },
    'JSON_TOO_DEEP',
  );

export default fp(async function jsonBodyPlugin(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (!isJsonDepthWithin(text)) return done(tooDeep(), undefined);
    return parse(request, text, done);
  });
});
