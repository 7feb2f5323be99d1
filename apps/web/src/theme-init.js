// Glentia: reads the saved session (localStorage "state.user") and sets the dark class and page
// language before the first paint. The full logic lives in src/lib/theme.ts and src/lib/locale.ts.
// It also tells the stylesheet which language this visitor's app speaks (data-screen: "el" or "en"),
// so a screen the server drew in the other language is never shown to them while the app loads. A
// signed-in visitor sees the drawing as anyone does (their own parts fill in once the app adopts
// it); data-signed-in and data-moderator (an admin's, whose token's roles lib/authorization.tsx
// reads the same way once the app runs) let the stylesheet keep room for those parts. A visitor
// without a cookie choice gets data-consent="ask", which shows the cookie bar of index.html with
// the first screen.
// It marks a first visit (data-first-visit), whose app starts at the visitor's first reach for the
// page (app-start.js).
// A browser that keeps nothing of Glentia's (no session, settings, device id or cookie choice)
// comes with neither of its cookies, and the server marks its page (data-nothing-kept, core's
// kept-on-device.ts): then nothing is read, as reading the local storage and the cookies is each a
// wait on the browser process, 1–8 ms on a 2-core machine, before the page can be painted.
(() => {
  const root = document.documentElement;
  const nothingKept = 'nothingKept' in root.dataset;
  let saved = null;
  try {
    if (!nothingKept) saved = JSON.parse(localStorage.getItem('state.user') || 'null')?.state || null;
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
  if (!bot && (nothingKept || !/(?:^|;\s*)cc_cookie=/.test(document.cookie))) {
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
  // app) starts its app when the visitor reaches for the page (app-start.js).
  let deviceId = null;
  try {
    if (!nothingKept) deviceId = localStorage.getItem('glentia.deviceId');
  } catch {
    deviceId = null;
  }
  const eventHost = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}\./i.test(location.hostname);
  if (root.dataset.consent === 'ask' && !('signedIn' in root.dataset) && !deviceId && !eventHost) {
    root.dataset.firstVisit = '';
    listenForReach();
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
})();
