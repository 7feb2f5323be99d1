// Glentia: reads the saved session (localStorage "state.user") and sets the dark class and page
// language before the first paint. The full logic lives in src/lib/theme.ts and src/lib/locale.ts.
(() => {
  const root = document.documentElement;
  let settings = {};
  try {
    const saved = JSON.parse(localStorage.getItem('state.user') || 'null');
    settings = saved?.state?.appSettings || {};
  } catch {
    settings = {};
  }
  let dark = typeof settings.darkTheme === 'boolean' ? settings.darkTheme : null;
  if (dark === null) dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  if (dark) root.classList.add('dark');
  if (settings.language === 'el' || settings.language === 'en') root.lang = settings.language;
})();
