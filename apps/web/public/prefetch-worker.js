// Glentia: fetches the app's code into the browser's cache for a first visit's page (app-start.js),
// one file after another, here instead of on the page: each request a page starts is a piece of
// its main thread's work, and a phone's page keeps that thread for the reader.
self.addEventListener('message', async (event) => {
  const files = Array.isArray(event.data) ? event.data : [];
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    try {
      // Read to the end, so the cache keeps the whole file.
      await (await fetch(file, { credentials: 'same-origin' })).arrayBuffer();
    } catch {
      // Offline or gone: the app asks for it again when it starts.
    }
  }
  self.close();
});
