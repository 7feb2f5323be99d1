/**
 * The app's router: the place the app is at, the screens it opens and the way between them. A
 * navigation loads its screen's code and runs its guards (`loader`) before it shows, so a screen
 * appears whole; a guard's `redirect` sends the visitor on instead.
 */
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  type History,
  type HistoryAction,
  type Location,
  newKey,
  type Path,
  parsePath,
} from './history.ts';
import { type LazyRoute, matchRoutes, type RouteMatch, type RouteObject, redirectTarget } from './routes.ts';

/** Where to go: an address, its parts (`{ search }` stays on this screen) or a step back or forward. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Cross-fades to the next screen where the browser can (`document.startViewTransition`). */
  viewTransition?: boolean;
}

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

/** A navigation held back by a blocker, until the visitor goes on (`proceed`) or stays (`reset`). */
export type Blocker =
  | { state: 'unblocked' }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  /** The first screen is loaded and its guards have run. */
  initialized: boolean;
  /** `loading` while the next screen's code or guards are on their way. */
  navigation: { state: 'idle' } | { state: 'loading'; location: Location };
  /** Why the screen could not open (its code failed to load, a guard failed). */
  error: unknown;
  blocker: Blocker;
  /** Where to scroll once the screen shows: a saved position, the top (null) or nowhere (false). */
  restoreScroll: number | null | false;
  /** The screen was opened with `viewTransition`. */
  viewTransition: boolean;
}

export interface Router {
  readonly state: RouterState;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** One blocker at a time asks before each navigation; null lets all through. */
  setBlocker(blocker: BlockerFunction | null): void;
  /** Scroll positions by entry key, kept for the back button (`ScrollRestoration`). */
  scrollPositions: Record<string, number>;
  dispose(): void;
}

interface RouterOptions {
  routes: RouteObject[];
  history: History;
  /** The origin loaders' requests are made on. */
  origin: string;
}

/** Attempts to redirect in one navigation before giving up: a guard loop is a bug, not a page. */
const MAX_REDIRECTS = 10;

/** A route's `lazy` part, loaded once and kept on the route. */
const lazyLoads = new WeakMap<RouteObject, Promise<void>>();
function loadLazy(route: RouteObject): Promise<void> | null {
  const { lazy } = route;
  if (!lazy) return null;
  let loading = lazyLoads.get(route);
  if (!loading) {
    loading = lazy().then((loaded: LazyRoute) => {
      Object.assign(route, loaded);
      delete route.lazy;
    });
    loading.catch(() => lazyLoads.delete(route));
    lazyLoads.set(route, loading);
  }
  return loading;
}

/** What opening `location` comes to: its routes, or where its guards send it, or why it failed. */
type Resolution = { matches: RouteMatch[]; error: unknown } | { redirect: string };

/** The work opening `location` takes: each route's code still to load, and each guard's answer. */
function startOpening(routes: RouteObject[], location: Location, origin: string) {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const params = matches.at(-1)?.params ?? {};
  const work: unknown[] = [];
  for (const { route } of matches) {
    const lazy = loadLazy(route);
    if (lazy) work.push(lazy);
    const { loader } = route;
    if (!loader) continue;
    try {
      work.push(loader({ request: new Request(new URL(createPath(location), origin)), params }));
    } catch (error) {
      work.push(Promise.reject(error));
    }
  }
  return { matches, work };
}

function outcomeOf(settled: PromiseSettledResult<unknown>[], matches: RouteMatch[]): Resolution {
  for (const outcome of settled) {
    const target = redirectTarget(outcome.status === 'fulfilled' ? outcome.value : outcome.reason);
    if (target) return { redirect: target };
  }
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  return { matches, error: failed ? (failed as PromiseRejectedResult).reason : null };
}

const isPromise = (value: unknown) => value instanceof Promise;

export function createRouter({ routes, history, origin }: RouterOptions): Router {
  const listeners = new Set<(state: RouterState) => void>();
  let blockerFunction: BlockerFunction | null = null;
  /** The navigation under way; an older one that finishes later is dropped. */
  let current = 0;
  /** A back or forward move that only undoes a blocked one. */
  let undoingPop = false;
  /** A back or forward move the visitor confirmed, let through the blocker. */
  let confirmedPop = false;

  /** The position of the entry on screen, to tell how far a back or forward move went. */
  let shownIndex = history.index;

  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: matchRoutes(routes, history.location.pathname) ?? [],
    initialized: false,
    navigation: { state: 'idle' },
    error: null,
    blocker: { state: 'unblocked' },
    restoreScroll: false,
    viewTransition: false,
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const router: Router = {
    get state() {
      return state;
    },
    scrollPositions: {},
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBlocker(blocker) {
      blockerFunction = blocker;
      if (!blocker && state.blocker.state === 'blocked') update({ blocker: { state: 'unblocked' } });
    },
    dispose: history.listen(onPop),
  };

  /**
   * Opens `location`: loads its screen and runs its guards, then shows it, or goes where they say.
   * When nothing has to be waited for, it shows at once.
   */
  function open(location: Location, action: HistoryAction, options: NavigateOptions = {}, redirects = 0) {
    const id = ++current;
    const { matches, work } = startOpening(routes, location, origin);
    if (!work.some(isPromise)) {
      const settled = work.map((value) => ({ status: 'fulfilled', value }) as const);
      return Promise.resolve(show(location, action, options, redirects, outcomeOf(settled, matches)));
    }
    if (state.initialized) update({ navigation: { state: 'loading', location } });
    return Promise.allSettled(work).then((settled) => {
      if (id === current) return show(location, action, options, redirects, outcomeOf(settled, matches));
    });
  }

  function show(
    location: Location,
    action: HistoryAction,
    options: NavigateOptions,
    redirects: number,
    outcome: Resolution,
  ): Promise<void> | undefined {
    if ('redirect' in outcome) {
      const next: Location = { ...parsePath(outcome.redirect), state: null, key: newKey() };
      if (redirects < MAX_REDIRECTS)
        return open(next, action === 'PUSH' ? 'PUSH' : 'REPLACE', options, redirects + 1);
      outcome = {
        matches: matchRoutes(routes, location.pathname) ?? [],
        error: new Error(`Too many redirects at ${createPath(location)}`),
      };
    }
    if (typeof window !== 'undefined' && state.initialized)
      router.scrollPositions[state.location.key] = window.scrollY;
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    shownIndex = history.index;
    update({
      location: history.location,
      historyAction: action,
      matches: outcome.matches,
      initialized: true,
      navigation: { state: 'idle' },
      error: outcome.error,
      restoreScroll: state.initialized ? (router.scrollPositions[location.key] ?? null) : false,
      viewTransition: Boolean(options.viewTransition),
    });
  }

  function blocked(nextLocation: Location, historyAction: HistoryAction, proceed: () => void): boolean {
    if (!blockerFunction?.({ currentLocation: state.location, nextLocation, historyAction })) return false;
    update({
      blocker: {
        state: 'blocked',
        location: nextLocation,
        proceed: () => {
          update({ blocker: { state: 'unblocked' } });
          proceed();
        },
        reset: () => update({ blocker: { state: 'unblocked' } }),
      },
    });
    return true;
  }

  function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      history.go(to);
      return Promise.resolve();
    }
    const path = typeof to === 'string' ? parsePath(to, state.location.pathname) : toPath(to);
    const location: Location = { ...path, state: options.state ?? null, key: newKey() };
    const action = options.replace ? 'REPLACE' : 'PUSH';
    if (blocked(location, action, () => void open(location, action, options))) return Promise.resolve();
    return open(location, action, options);
  }

  /** `{ search }` and the like: the parts given, on the current screen's path. */
  function toPath(to: Partial<Path>): Path {
    return {
      pathname: to.pathname ?? state.location.pathname,
      search: to.search ?? '',
      hash: to.hash ?? '',
    };
  }

  /** The back or forward button moved the history: the browser has changed the address already. */
  function onPop() {
    const delta = shownIndex - history.index;
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    const location = history.location;
    if (!confirmedPop && delta !== 0) {
      const proceed = () => {
        confirmedPop = true;
        history.go(-delta);
      };
      if (blocked(location, 'POP', proceed)) {
        undoingPop = true;
        history.go(delta);
        return;
      }
    }
    confirmedPop = false;
    shownIndex = history.index;
    void open(location, 'POP');
  }

  void open(history.location, 'POP');
  return router;
}

/** The router of the app in a browser tab. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter({ routes, history: createBrowserHistory(), origin: window.location.origin });
}

/** A router kept in memory, for the server's drawing and for tests. */
export function createMemoryRouter(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    initialIndex,
    origin = 'http://localhost',
  }: { initialEntries?: string[]; initialIndex?: number; origin?: string } = {},
): Router {
  return createRouter({ routes, history: createMemoryHistory(initialEntries, initialIndex), origin });
}

/** Resolves once the router has loaded the first screen's code and run its guards. */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
