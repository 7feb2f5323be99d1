import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { env } from './config/env.ts';
import { startPreferenceSync } from './lib/preferences.ts';
import { reloadOnce } from './lib/reload-once.ts';
import { subdomainEventPath } from './lib/subdomain.ts';

// SPEC §4: the saved session is already loaded (synchronously, from localStorage); apply its theme
// and language, mark the session initialized, then draw.
startPreferenceSync();

// SPEC §2: `<event id>.glentia.gr` shows that event; the router starts on its page.
const subdomainPath = subdomainEventPath(window.location, env.baseHost);
if (subdomainPath) window.history.replaceState(null, '', subdomainPath);
// SPEC §8: a code file that fails to load (a new version replaced it) reloads the page, once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('Glentia needs an element with id "root" in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
