import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helper.ts';
import { drawPoster } from '../poster.ts';

describe('a poster shared to the web app that reaches the server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => server?.close());

  it('is read and dropped, and the person is sent to the event form, which asks for it again', async () => {
    const form = new FormData();
    form.append('title', 'Γλέντι');
    const poster = await drawPoster([{ text: 'ΓΛΕΝΤΙ', size: 60 }]);
    form.append('poster', new Blob([new Uint8Array(poster)], { type: 'image/jpeg' }), 'poster.jpg');
    const response = await server.request('/glenti/share', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/glenti/edit?shared=lost');
    // The server keeps serving: the upload was read to its end.
    expect((await server.request('/api/public/initialize')).status).toBe(200);
  });

  it('sends a share with text only the same way', async () => {
    const form = new FormData();
    form.append('text', 'Δες αυτό το γλέντι');
    const response = await server.request('/glenti/share', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/glenti/edit?shared=lost');
  });
});
