/**
 * The first screen of the public pages, drawn on the server (SPEC §9: a phone on a weak signal sees
 * the content before any script runs). The page is drawn the way a first visit from this device
 * draws it (the device's language, no account, default filter), the answers it asked for are fetched through `answer` (the server's
 * own routes, no network) and it is drawn again with them. `main.tsx` adopts this markup (hydrates
 * it) with the same answers (inlined), origin and random choices when the visitor is the one it was
 * drawn for, and draws its own over it otherwise.
 */
import { englishNamesOf } from '@glentia/core';
import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { documentTitle } from './app/document-title.ts';
import { loadDrawerMenu } from './app/layout/side-drawer.tsx';
import { deepestHandle } from './app/route-handle.ts';
import { routes } from './app/router.tsx';
import { newDrawingSeed, startDrawing } from './lib/drawing.ts';
import { addLanguage, applyLanguage } from './lib/i18n.ts';
import { leaveOutUnread, watchInitializeReads } from './lib/initialize-drawn.ts';
import { takeDrawnItemTitle } from './lib/item-title.ts';
import { createMemoryRouter, type Router, RouterProvider, routerReady } from './lib/router/index.ts';
import { el } from './locales/el/index.ts';
import { en } from './locales/en/index.ts';
import type { Language } from './stores/session.ts';

// The server draws pages in either language, each at once.
addLanguage('el', el);
addLanguage('en', en);

/** Passes of drawing and fetching: the page, then what shows under its first answers. */
const MAX_FETCH_PASSES = 3;

/** Answers a GET of the app's API: status and JSON text. */
export type ApiAnswer = (url: string) => Promise<{ status: number; body: string }>;

let answerApi: ApiAnswer | null = null;
const networkFetch = globalThis.fetch;

// The app's API client fetches relative addresses (`/api/...`), which Node's fetch cannot reach; on
// the server they are answered by the server itself. Absolute addresses keep going out as before.
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? null : input.url;
  if (url?.startsWith('/api/') && answerApi && (init?.method ?? 'GET') === 'GET') {
    return answerApi(url).then(
      ({ status, body }) => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    );
  }
  return networkFetch(input, init);
};

export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The answers the page drew with, for the browser's query cache. */
  state: DehydratedState;
  /** The number the drawing's random choices came from, for the browser to make the same ones. */
  seed: number;
  /** The Greek names an English drawing wrote in Latin letters, for the browser's app to reuse. */
  names: Record<string, string>;
  /** The tab's title, as the app names the page in its language. */
  title: string;
}

interface DrawingOf {
  language: Language;
  origin: string;
  seed: number;
  wide: boolean;
}

function draw({ language, origin, seed, wide }: DrawingOf, queryClient: QueryClient, router: Router) {
  // The language and the drawing are modules' own state: set before each drawing, as pages are
  // drawn in turn.
  applyLanguage(language);
  startDrawing({ origin, seed, wide });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/**
 * Draws the page at `url` (an absolute address, on the origin the page is seen at) in `language`
 * with the answers it needs, or null when the app would redirect. `wide` draws a wide window's
 * frame (a desktop's), with the side menu beside the page.
 */
export async function renderPage(
  url: string,
  answer: ApiAnswer,
  language: Language = 'el',
  wide = false,
): Promise<RenderedPage | null> {
  answerApi = answer;
  const drawing: DrawingOf = { language, origin: new URL(url).origin, seed: newDrawingSeed(), wide };
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  const { pathname, search, origin } = new URL(url);
  const router = createMemoryRouter(routes, { initialEntries: [pathname + search], origin });
  await routerReady(router);
  router.dispose();
  // A guard sent the visitor elsewhere: the browser's app goes there itself.
  if (router.state.historyAction !== 'POP') return null;
  // Each pass learns which answers the page asks for with what it has; a part that shows once an
  // answer is in (a venue's events, under the venue) asks in the next pass. A query's own fetch
  // keeps its kind (a windowed list fetches its first page); one that fails is left for the
  // browser to ask again.
  for (let pass = 0; pass < MAX_FETCH_PASSES; pass++) {
    draw(drawing, queryClient, router);
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => {
        const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
        const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
        return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
      });
    if (pending.length === 0) break;
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  }
  // The side menu's code, asked for by the first pass: the last one draws the menu with it.
  if (wide) await loadDrawerMenu();
  // The page sends the start data's lists this drawing reads, and not the others.
  const reads = watchInitializeReads(queryClient);
  takeDrawnItemTitle();
  const { drawn: html, names } = englishNamesOf(() => draw(drawing, queryClient, router));
  const read = reads.done();
  const handle = deepestHandle(router.state.matches.map((match) => match.route.handle));
  const title = documentTitle(handle, takeDrawnItemTitle());
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  return { html, state: leaveOutUnread(state, read), seed: drawing.seed, names, title };
}
