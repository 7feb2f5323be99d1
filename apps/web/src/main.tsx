import './index.css';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { env } from './config/env.ts';
import { existingDeviceId } from './lib/device.ts';
import { startPreferenceSync } from './lib/preferences.ts';
import { reloadOnce } from './lib/reload-once.ts';
import { subdomainEventPath } from './lib/subdomain.ts';
import { useSession } from './stores/session.ts';

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

/** The answers the server drew the first screen with (a public page's first load), if any. */
function serverState(): DehydratedState | undefined {
  const script = document.getElementById('glentia-state');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

const state = serverState();
if (state && !subdomainPath) {
  // The server drew the first screen for a first visit (no account, no device). The app draws over
  // it once this screen's code has loaded, so the reader never sees a splash in between; answers
  // that depend on who is asking are asked again for a returning visitor.
  const router = createAppRouter();
  const personal = Boolean(useSession.getState().jwt || existingDeviceId());
  void routerReady(router).then(() =>
    createRoot(container).render(
      <StrictMode>
        <App router={router} state={state} refreshPersonal={personal} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
