// Glentia: on a page the server has drawn, the app's code is asked for once that page has been
// painted, so on a slow connection the drawing, its stylesheet and its poster are not kept waiting
// behind some 150 KB of scripts the first screen does not need. The server lists the entry module,
// the modules it would have preloaded and the web app manifest on this script's data attributes.
//
// The drawing is a page to use at once: its links are real links and Tab reaches them. A tap on one
// of its buttons, or letters typed, before the app has taken the page over are kept and made again
// once it has. A first visit (no cookie choice yet, no account, no device) waits for the visitor:
// the drawing is already the whole page to read, so the app starts with the visitor's first touch,
// key, wheel or mouse movement (README, "A first visit starts the app when the visitor reaches for
// it"). Meanwhile, where the device has a core to spare, its code is fetched, not run; and the
// views the drawing shows are counted as the app counts them without consent (SPEC §9).
(() => {
  const script = document.currentScript;
  const root = document.getElementById('root');
  const preloads = (script.dataset.preload || '').split(' ').filter(Boolean);
  /** A `<link>` in the head; a script's asks for it as a module script is asked for (CORS). */
  const appendLink = (rel, href, asScript = true) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (asScript) {
      link.as = 'script';
      link.crossOrigin = '';
    }
    link.href = href;
    document.head.append(link);
  };
  /** How long a tapped link waits for the app before it leads on as a plain link. */
  const LINK_WAITS_MS = 5000;
  let started = false;
  /** A turn of its own for what follows: the browser paints and answers taps in between. */
  const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = () => {
    if (started) return;
    started = true;
    // The entry and the modules it imports are asked for one in each turn: adding a link that asks
    // for one costs a fresh page 0.4–6 ms (unthrottled), so all at once they held it for 17–28 ms
    // at the start of a Lighthouse run, and four at a time still for 9–30 ms.
    const modules = [script.dataset.entry, ...preloads];
    const askFrom = (index) => {
      appendLink('modulepreload', modules[index]);
      if (index + 1 < modules.length) setTimeout(() => askFrom(index + 1), 0);
      else if (script.dataset.manifest) appendLink('manifest', script.dataset.manifest, false);
    };
    askFrom(0);
    // They run one in each turn, in the order listed (a module after those it imports), and the
    // entry last. Run together, as the entry's script runs them, they held the page for 15–50 ms
    // (unthrottled): React, the query cache, the icons, the dialogs and the app's shared code.
    const runEach = async () => {
      for (const href of preloads) {
        await import(href).catch(() => undefined);
        await nextTurn();
      }
      const entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = script.dataset.entry;
      document.head.append(entry);
    };
    runEach();
  };
  // A page that will paint nothing starts at once: a drawing the stylesheet keeps hidden (drawn in
  // the other language than the visitor's app speaks, see theme-init.js), as the app draws that
  // visitor's screen itself.
  const language = document.documentElement.dataset.screen;
  if (!root?.firstElementChild || (language && language !== root.getAttribute('lang'))) {
    start();
    return;
  }
  // Once the drawing is on screen: the browser has reported its first contentful paint, and its
  // largest picture (the one asked for at high priority) has loaded and can be painted, so the app's
  // code neither shares the connection with that picture nor holds up its painting. A browser that
  // reports no paints waits for the next frame instead.
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
  const onScreen = Promise.all([painted, pictureReady]).then(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

  // main.tsx says when the app has taken the whole page over: from then on it answers taps itself.
  const whenAdopted = (then) => document.addEventListener('glentia:adopted', then, { once: true });
  // A first visit, as theme-init.js marks it: no cookie choice yet, no account and no device on
  // this browser, so nothing on the page is the visitor's own and only anonymous counts may be sent.
  const firstVisit = 'firstVisit' in document.documentElement.dataset;
  // On any other the app is on its way: a tap on one of the page's own links waits for it too, so
  // it leads where the app leads (a visitor's map asks them to sign in first) and the app's own
  // history holds the way back. A first visit's links lead on at once: its app waits for the reader.
  whenAdopted(keepUntilTakenOver(!firstVisit));
  if (firstVisit) {
    waitForVisitor();
    return;
  }
  // A tab opened in the background starts at once, and a timer stands behind all of it.
  if (document.visibilityState === 'hidden') start();
  onScreen.then(start);
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);

  function waitForVisitor() {
    // Once the app has taken the page over, it counts itself.
    let adopted = false;
    whenAdopted(() => {
      adopted = true;
    });
    whenAdopted(countViews());
    // theme-init.js listens for the visitor's first reach, from before the page arrives.
    if (window.glentiaReached) start();
    else document.addEventListener('glentia:reached', start, { once: true });
    // Its code comes meanwhile, into the browser's cache: once the page and its pictures have all
    // loaded and the browser is idle, and not on a connection the visitor asked to spare.
    const loaded = new Promise((resolve) => {
      if (document.readyState === 'complete') resolve();
      else addEventListener('load', resolve, { once: true });
    });
    const idle = () => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve));
    Promise.all([onScreen, loaded]).then(() => {
      if (!adopted) whenAdopted(showPictures());
    });
    // Only on a device with a core to spare: on two cores, the worker's fetching and the browser's
    // storing of what it fetched took the cores the page's own painting needed, and the page's
    // tasks after its first paint ran 30–60 ms longer in all (README, "A spare core for the app's
    // code"). There the code comes when the app starts.
    const spareCore = (navigator.hardwareConcurrency || 4) > 2;
    if (spareCore && !navigator.connection?.saveData) {
      // Asked for by a worker (prefetch-worker.js), one after another: asking for each from the
      // page was a piece of its work of its own, 0.4–9 ms each (unthrottled).
      Promise.all([onScreen, loaded])
        .then(idle)
        .then(() => {
          if (started || typeof Worker === 'undefined') return;
          new Worker('/prefetch-worker.js').postMessage([script.dataset.entry, ...preloads]);
        });
    }
  }

  /**
   * The page's other pictures wait for its load (components/ui/page-image.tsx), then the app draws
   * them; until it does, each is shown as the background of its box once it comes near the screen.
   */
  function showPictures() {
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          near.unobserve(entry.target);
          const style = entry.target.style;
          style.backgroundImage = `url("${entry.target.dataset.src}")`;
          style.backgroundSize = 'cover';
          style.backgroundPosition = 'center';
        }
      },
      { rootMargin: '50% 0px' },
    );
    for (const box of root.querySelectorAll('span[data-src]')) near.observe(box);
    return () => near.disconnect();
  }

  /**
   * What the app counts without consent, counted here until it has taken the page over or a cookie
   * choice is made: an event page's view, and each card or ad once more than 80 % of it is on
   * screen (SPEC §9), from when the page is on screen, so the counts share no connection with its
   * picture; and an ad's click, from the start. The app does not count them again
   * (lib/counted-before-start.ts reads `glentiaCounted`).
   */
  function countViews() {
    const counted = new Set();
    window.glentiaCounted = counted;
    // Only until a cookie choice is made: from then on the app counts, as that choice allows. A
    // first visit came without one, and makes it on the cookie bar, which is a reach for the page:
    // until then the cookie is not read (each read is a wait on the browser process).
    const chosen = () => Boolean(window.glentiaReached) && /(?:^|;\s*)cc_cookie=/.test(document.cookie);
    const send = (key, path, body) => {
      if (counted.has(key) || chosen()) return;
      counted.add(key);
      fetch(path, {
        method: 'POST',
        headers: body
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
        body: body ? JSON.stringify(body) : null,
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => counted.delete(key));
    };
    const adPath = (id) => `/api/public/ads/${id}/anonymous-event`;
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio <= 0.8) continue;
          seen.unobserve(entry.target);
          const { seenEvent, seenAd } = entry.target.dataset;
          if (seenEvent) send(`event:${seenEvent}`, `/api/public/glentia/${seenEvent}/anonymous-view`);
          if (seenAd) {
            send(`ad:${seenAd}`, adPath(seenAd), {
              actionType: 'VIEW',
              metadata: { path: location.pathname },
            });
          }
        }
      },
      { threshold: [0.8, 1] },
    );
    let stopped = false;
    onScreen.then(() => {
      if (stopped) return;
      const opened = root.querySelector('[data-opened-event]')?.dataset.openedEvent;
      if (opened) send(`page:${opened}`, `/api/public/glentia/${opened}/anonymous-view`);
      for (const element of root.querySelectorAll('[data-seen-event], [data-seen-ad]')) seen.observe(element);
    });
    const onClick = (event) => {
      const ad = event.target.closest?.('[data-seen-ad]');
      if (!ad || !event.target.closest('a[href]')) return;
      const id = ad.dataset.seenAd;
      send(`click:${id}`, adPath(id), { actionType: 'CLICK', metadata: { path: location.pathname } });
    };
    root.addEventListener('click', onClick, true);
    return () => {
      stopped = true;
      seen.disconnect();
      root.removeEventListener('click', onClick, true);
    };
  }

  /**
   * Until the app has taken the page over, a tap on one of its controls (and, with `links`, on one
   * of its links to a page of Glentia's own) and the letters typed into one of its fields do nothing
   * but are kept: the last tap is made again, and the letters typed again, once the app answers them.
   * A link opened in another tab or window, or one to another site, leads on as it is.
   */
  function keepUntilTakenOver(links) {
    const controls = 'button, [role="button"], [role="tab"], [role="switch"], summary, label, input, select';
    let tapped = null;
    let typedInto = null;
    let typed = '';
    let done = false;
    const ownPage = (link) =>
      links && link.origin === location.origin && !link.target && !link.hasAttribute('download');
    const onClick = (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const link = target.closest('a[href]');
      if (link && !ownPage(link)) return;
      if (link && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
        return;
      }
      const control = link ?? target.closest(controls);
      if (!control || !root.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      tapped = control;
      // Should the app not come, the link still leads on.
      if (link) setTimeout(() => tapped === link && !done && location.assign(link.href), LINK_WAITS_MS);
    };
    const onBeforeInput = (event) => {
      const field = event.target;
      if (!(field instanceof Element) || !root.contains(field) || !event.cancelable) return;
      event.preventDefault();
      if (field !== typedInto) typed = '';
      typedInto = field;
      if (event.inputType === 'insertText' && event.data) typed += event.data;
      else if (event.inputType === 'deleteContentBackward') typed = typed.slice(0, -1);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      done = true;
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('beforeinput', onBeforeInput, true);
      if (typedInto?.isConnected) {
        typedInto.focus();
        if (typed) document.execCommand('insertText', false, typed);
      } else if (tapped?.isConnected) {
        tapped.click();
      }
    };
  }
})();
