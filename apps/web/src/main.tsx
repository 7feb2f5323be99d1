import './index.css';
import './features/consent/consent-bar.css';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { env } from './config/env.ts';
import { wireConsentBar } from './features/consent/consent-bar.ts';
import { existingDeviceId } from './lib/device.ts';
import { rememberDrawnNames } from './lib/display-name.ts';
import { startDrawing } from './lib/drawing.ts';
import { drawnJson } from './lib/drawn-json.ts';
import { currentLanguage, languageReady, onLanguageChange } from './lib/i18n.ts';
import { startKeptCookie } from './lib/kept-on-device.ts';
import { nextTask } from './lib/next-task.ts';
import { startPreferenceSync } from './lib/preferences.ts';
import { reloadOnce } from './lib/reload-once.ts';
import { subdomainEventPath } from './lib/subdomain.ts';
import { onPageAdopted } from './stores/adoption.ts';
import { useSession } from './stores/session.ts';

// SPEC §4: the saved session is already loaded (synchronously, from localStorage); apply its theme
// and language, mark the session initialized, then draw.
startPreferenceSync();
// The server tells a first visit's page by a cookie kept in step with what this browser keeps.
startKeptCookie();
// The cookie bar of the page (shown with the first paint) answers taps from now on.
wireConsentBar();

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
  return drawnJson('glentia-state') as DehydratedState | undefined;
}

/**
 * The server's drawing becomes the app's once its frame (header, menu, navigation) is adopted: the
 * marks that let the stylesheet hide a drawing meant for someone else go. The language it was drawn
 * in stays marked until the reader switches language: taking the mark off makes the browser restyle
 * every element of the page (5 ms of a turn on the home page, unthrottled), and it says what the
 * page's own mark says until then. A tap on the page's own part before React has adopted it makes
 * React adopt it first.
 */
function takeOver(root: HTMLElement): void {
  root.removeAttribute('data-first-screen');
  root.removeAttribute('data-seed');
  root.removeAttribute('data-wide');
  // A drawing in another language was drawn over by the app in the reader's: its mark goes now.
  if (root.getAttribute('lang') !== currentLanguage()) root.removeAttribute('lang');
  else {
    const stopFollowing = onLanguageChange(() => {
      root.removeAttribute('lang');
      stopFollowing();
    });
  }
  // Once the page's own part is the app's too, the taps and letters made meanwhile are made again
  // (app-start.js).
  onPageAdopted(() => document.dispatchEvent(new Event('glentia:adopted')));
}

/**
 * Starts the app. Its code and the texts of the visitor's language are asked for all at once but run
 * in turns (React's DOM, then the app and its router, then the first drawing in slices), so none of
 * it holds up the page for long.
 */
async function start(root: HTMLElement): Promise<void> {
  const texts = languageReady();
  const app = import('./app/app.tsx');
  const router = import('./app/router.tsx');
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ App }, { createAppRouter, routerReady }] = await Promise.all([app, router, texts]);
  await nextTask();

  const state = serverState();
  if (!state || subdomainPath) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // The server drew the first screen as a first visit from this device sees it. When it is in this
  // visitor's language, the app adopts the drawing as it is (hydration), so nothing on the screen
  // is drawn twice; otherwise it draws its own screen over it. Either way in a transition, in small
  // slices, so the phone stays responsive while it works. A signed-in visitor's app adopts it too:
  // the session store answers as for a first visit while it does (zustand reads its initial state
  // for a drawing), and their own parts (menu links, an owner's controls) fill in right after.
  // Answers that depend on who is asking are asked again for a returning visitor.
  const appRouter = createAppRouter();
  const personal = Boolean(useSession.getState().jwt || existingDeviceId());
  const theirs = document.documentElement.dataset.screen === root.getAttribute('lang');
  const seed = Number(root.dataset.seed);
  await Promise.all([routerReady(appRouter), nextTask()]);
  if (theirs && Number.isInteger(seed)) {
    startDrawing({ origin: window.location.origin, seed, wide: root.hasAttribute('data-wide') });
  }
  if (theirs) rememberDrawnNames();
  const drawing = (
    <StrictMode>
      <App router={appRouter} state={state} refreshPersonal={personal} onDrawn={() => takeOver(root)} />
    </StrictMode>
  );
  startTransition(() => {
    if (theirs) hydrateRoot(root, drawing);
    else createRoot(root).render(drawing);
  });
}

void start(container);
