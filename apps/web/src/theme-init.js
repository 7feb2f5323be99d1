// Glentia: reads the saved session (localStorage "state.user") and sets the dark class and page
// language before the first paint. The full logic lives in src/lib/theme.ts and src/lib/locale.ts.
// It also tells the stylesheet which language this visitor's app speaks (data-screen: "el" or "en"),
// so a screen the server drew in the other language is never shown to them while the app loads. A
// signed-in visitor sees the drawing as anyone does (their own parts fill in once the app adopts
// it); data-signed-in lets the stylesheet keep room for those parts. A visitor without a cookie
// choice gets data-consent="ask", which shows the cookie bar of index.html with the first screen.
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
  if (typeof saved?.jwt === 'string' && saved.jwt) root.dataset.signedIn = '';
})();
