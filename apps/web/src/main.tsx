import './index.css';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { env } from './config/env.ts';
import { existingDeviceId } from './lib/device.ts';
import { endDrawing, startDrawing } from './lib/drawing.ts';
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

/**
 * The server's drawing becomes the app's: the page is no longer inert, and the marks that let the
 * stylesheet hide a drawing meant for someone else go.
 */
function takeOver(root: HTMLElement): void {
  endDrawing();
  root.removeAttribute('inert');
  root.removeAttribute('data-first-screen');
  root.removeAttribute('data-seed');
  root.removeAttribute('lang');
}

const state = serverState();
if (state && !subdomainPath) {
  // The server drew the first screen as a first visit from this device sees it. When this visitor
  // is one (their language, not signed in), the app adopts the drawing as it is (hydration), so
  // nothing on the screen is drawn twice; otherwise it draws its own screen over it. Either way in
  // a transition, in small slices, so the phone stays responsive while it works; answers that
  // depend on who is asking are asked again for a returning visitor.
  const router = createAppRouter();
  const personal = Boolean(useSession.getState().jwt || existingDeviceId());
  const theirs = document.documentElement.dataset.screen === container.getAttribute('lang');
  const seed = Number(container.dataset.seed);
  if (theirs && Number.isInteger(seed)) startDrawing({ origin: window.location.origin, seed });
  const app = (
    <StrictMode>
      <App router={router} state={state} refreshPersonal={personal} onDrawn={() => takeOver(container)} />
    </StrictMode>
  );
  void routerReady(router).then(() =>
    startTransition(() => {
      if (theirs) hydrateRoot(container, app);
      else createRoot(container).render(app);
    }),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
