// Glentia: on a page the server has drawn, the app's code is asked for once that page has been
// painted, so on a slow connection the drawing, its stylesheet and its poster are not kept waiting
// behind some 150 KB of scripts the first screen does not need. The server lists the entry module
// and the modules it would have preloaded on this script's data attributes.
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
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    head.append(entry);
  };
  // After the next frame has been painted; a tab opened in the background paints no frames, so a
  // timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
