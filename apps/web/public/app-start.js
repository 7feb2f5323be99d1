// Glentia: on a page the server has drawn, the app's code is asked for once that page has been
// painted, so on a slow connection the drawing, its stylesheet and its poster are not kept waiting
// behind some 150 KB of scripts the first screen does not need. The server lists the entry module,
// the modules it would have preloaded and the web app manifest on this script's data attributes.
(() => {
  const script = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const head = document.head;
    for (const href of (script.dataset.preload || '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      head.append(link);
    }
    if (script.dataset.manifest) {
      const manifest = document.createElement('link');
      manifest.rel = 'manifest';
      manifest.href = script.dataset.manifest;
      head.append(manifest);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    head.append(entry);
  };
  // Once the drawing is on screen: the browser has reported its first contentful paint, and its
  // largest picture (the one asked for at high priority) has loaded and can be painted, so the app's
  // code neither shares the connection with that picture nor holds up its painting. A page that
  // will paint nothing starts at once: a tab opened in the background, and a drawing the stylesheet
  // keeps hidden (drawn in the other language than the visitor's app speaks, see theme-init.js), as
  // the app draws that visitor's screen itself. A browser that reports no paints waits for the
  // next frame instead, and a timer stands behind all of it.
  const root = document.getElementById('root');
  const language = document.documentElement.dataset.screen;
  if (!root?.firstElementChild || (language && language !== root.getAttribute('lang'))) {
    start();
    return;
  }
  const picture = document.querySelector('#root img[fetchpriority="high"]');
  const pictureReady = picture ? picture.decode().catch(() => undefined) : Promise.resolve();
  const painted = new Promise((resolve) => {
    if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
      requestAnimationFrame(resolve);
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  if (document.visibilityState === 'hidden') start();
  Promise.all([painted, pictureReady]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();
