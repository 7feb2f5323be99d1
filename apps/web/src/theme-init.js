// Glentia: reads the saved session (localStorage "state.user") and sets the dark class and page
// language before the first paint. The full logic lives in src/lib/theme.ts and src/lib/locale.ts.
// It also tells the stylesheet which language this visitor's app speaks (data-screen: "el" or "en"),
// so a screen the server drew in the other language is never shown to them while the app loads. A
// signed-in visitor sees the drawing as anyone does (their own parts fill in once the app adopts
// it); data-signed-in and data-moderator (an admin's, whose token's roles lib/authorization.tsx
// reads the same way once the app runs) let the stylesheet keep room for those parts. A visitor
// without a cookie choice gets data-consent="ask", which shows the cookie bar of index.html with
// the first screen.
// It marks a first visit (data-first-visit), whose drawn page is usable at once and whose app starts
// at the visitor's first reach for it (app-start.js), and on any other it keeps a Tab pressed
// before the app has taken the page over (keepTabPresses).
(() => {
  const root = document.documentElement;
  let saved = null;
  try {
    saved = JSON.parse(localStorage.getItem('state.user') || 'null')?.state || null;
  } catch {
    saved = null;
  }
  const settings = saved?.appSettings || {};
  let dark = typeof settings.darkTheme === 'boolean' ? settings.darkTheme : null;
  if (dark === null) dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  if (dark) root.classList.add('dark');
  if (settings.language === 'el' || settings.language === 'en') root.lang = settings.language;
  // The device's language as @glentia/core's detectDeviceLanguage decides it.
  const bot = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|whatsapp/i.test(
    navigator.userAgent,
  );
  const preferred = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  const device = bot || preferred.startsWith('el') ? 'el' : 'en';
  const language = settings.language === 'el' || settings.language === 'en' ? settings.language : device;
  if (!bot && !/(?:^|;\s*)cc_cookie=/.test(document.cookie)) {
    root.dataset.consent = 'ask';
    // A tap on the cookie bar before the app has loaded is kept, and the app makes that choice when
    // it starts (features/consent/consent-bar.ts): the bar is on screen long before the app.
    window.glentiaConsentTaps = [];
    document.addEventListener('click', (event) => {
      const choice = event.target?.closest?.('#consent-bar [data-consent-choice]')?.dataset.consentChoice;
      if (choice && window.glentiaConsentTaps) window.glentiaConsentTaps.push(choice);
    });
  }
  root.dataset.screen = language;
  if (typeof saved?.jwt === 'string' && saved.jwt) {
    root.dataset.signedIn = '';
    // An admin gets an event's controls on every event page: the stylesheet keeps their room.
    if (tokenRoles(saved.jwt).includes('admin')) root.dataset.moderator = '';
  }
  // A first visit (no cookie choice, account or device yet; an event's own address is drawn by the
  // app) can use the drawn page at once, and its app starts when the visitor reaches for it
  // (app-start.js); any other keeps the Tab presses made before the app takes the page over.
  let deviceId = null;
  try {
    deviceId = localStorage.getItem('glentia.deviceId');
  } catch {
    deviceId = null;
  }
  const eventHost = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}\./i.test(location.hostname);
  if (root.dataset.consent === 'ask' && !('signedIn' in root.dataset) && !deviceId && !eventHost) {
    root.dataset.firstVisit = '';
    usableAtOnce();
    listenForReach();
  } else {
    keepTabPresses();
  }

  // The drawn page loses its inert mark as the parser makes it, before it is first styled, so
  // nothing is styled twice.
  function usableAtOnce() {
    new MutationObserver((_changes, observer) => {
      const page = document.getElementById('root');
      if (!page) return;
      observer.disconnect();
      page.removeAttribute('inert');
    }).observe(root, { childList: true, subtree: true });
  }

  // The visitor's first reach for the page starts the app (app-start.js): a touch, key, wheel,
  // scroll, focus or mouse movement, or a click or typed text with none before it (a screen
  // reader's, dictation's). Listened for from here, so a reach made while the page is still
  // arriving, before app-start.js runs, counts too.
  function listenForReach() {
    const intents = [
      'pointerdown',
      'pointermove',
      'keydown',
      'wheel',
      'touchstart',
      'focusin',
      'scroll',
      'click',
      'beforeinput',
    ];
    const reached = (event) => {
      if (event.type === 'pointermove' && event.pointerType !== 'mouse') return;
      for (const type of intents) removeEventListener(type, reached, true);
      window.glentiaReached = true;
      document.dispatchEvent(new Event('glentia:reached'));
    };
    for (const type of intents) addEventListener(type, reached, { capture: true, passive: true });
  }

  // The roles an access token names (only to keep room; the server decides every request).
  function tokenRoles(jwt) {
    try {
      const payload = jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      const roles = JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '=')))?.realm_access
        ?.roles;
      return Array.isArray(roles) ? roles : [];
    } catch {
      return [];
    }
  }

  // A page the server drew is inert until the app takes it over, so a Tab pressed meanwhile would
  // find nothing in it. Each press is kept instead, as the element of the page it would have
  // reached, and the focus goes there once the page is the app's; a tap or a click meanwhile drops
  // it. Listening from here, before the page has even come, no press is lost while it loads.
  function keepTabPresses() {
    const candidates =
      'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]';
    // What Tab stops at, as if the page were not inert: shown, enabled, in no other inert part.
    const reachable = (page, element) =>
      element.tabIndex >= 0 &&
      !element.disabled &&
      element.type !== 'hidden' &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      (element.parentElement?.closest('[inert]') ?? page) === page;
    const stops = (page, within) =>
      [...within.querySelectorAll(candidates)].filter((element) => reachable(page, element));
    let kept = null;
    let keptPlace = -1;
    let watched = null;
    const from = () => kept ?? (document.activeElement === document.body ? null : document.activeElement);
    const onKey = (event) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const page = document.getElementById('root');
      if (!page?.hasAttribute('inert')) return;
      watch(page);
      const all = stops(page, document);
      const current = from();
      const before = (element) => current.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING;
      const after = (element) => current.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
      let next;
      if (!current) next = event.shiftKey ? all[all.length - 1] : all[0];
      else if (event.shiftKey) next = all.filter(before).pop();
      else next = all.find(after);
      if (!next || (!kept && !page.contains(next))) {
        // The browser's own Tab does the same from where the focus really is.
        kept = null;
        return;
      }
      event.preventDefault();
      if (page.contains(next)) {
        kept = next;
        keptPlace = stops(page, page).indexOf(next);
      } else {
        kept = null;
        next.focus();
      }
    };
    const drop = () => {
      kept = null;
    };
    const stop = () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', drop, true);
    };
    // Once the page is the app's, the kept press takes the focus where it would have gone.
    const watch = (page) => {
      if (watched === page) return;
      watched = page;
      new MutationObserver((_changes, observer) => {
        if (page.hasAttribute('inert')) return;
        observer.disconnect();
        stop();
        if (!kept || (document.activeElement && document.activeElement !== document.body)) return;
        // Adopted, the page keeps its elements; drawn again (another language), the same stop is
        // found by its place among the page's.
        const target = kept.isConnected ? kept : stops(page, page)[keptPlace];
        target?.focus({ focusVisible: true });
      }).observe(page, { attributes: true, attributeFilter: ['inert'] });
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', drop, true);
    // A page the app draws itself (nothing drawn, nothing inert) needs none of this.
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const page = document.getElementById('root');
        if (page?.hasAttribute('inert')) watch(page);
        else stop();
      },
      { once: true },
    );
  }
})();
