/**
 * The router in React: the screen of the current address inside its frames, links, and the hooks
 * screens read the address with.
 */
import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  createElement,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { createPath, type HistoryAction, type Location } from './history.ts';
import type { BlockerFunction, NavigateOptions, Router, RouterState, To } from './router.ts';
import type { Params, RouteMatch } from './routes.ts';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** What a frame's `<Outlet />` shows: the next route's element, inside. */
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks need a <RouterProvider>');
  return state;
}

/** The element of a matched route, or its loaded screen. */
function elementOf({ route }: RouteMatch): ReactNode {
  if (route.element !== undefined) return route.element;
  return route.Component ? createElement(route.Component) : null;
}

/** A route's `ErrorBoundary` in place of the route when it fails to draw, until the address changes. */
class RouteErrorBoundary extends Component<
  { fallback: ComponentType; location: Location; error: unknown; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: this.props.error, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: Location; error: unknown },
    state: { error: unknown; location: Location },
  ) {
    if (props.location !== state.location) return { error: props.error, location: props.location };
    return { error: state.error ?? props.error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorContext value={error}>{createElement(this.props.fallback)}</ErrorContext>;
  }
}

/** The matched routes from the screen outwards, each route's element holding the next in its outlet. */
function renderMatches(state: RouterState): ReactNode {
  const { matches, location, error } = state;
  // An error that stopped the screen from opening shows at the nearest route that can show it.
  const showsError = matches.findLastIndex((match) => match.route.ErrorBoundary);
  if (error && showsError < 0) throw error;
  let outlet: ReactNode = null;
  for (let depth = matches.length - 1; depth >= 0; depth--) {
    const match = matches[depth] as RouteMatch;
    const fallback = match.route.ErrorBoundary;
    let element = <OutletContext value={outlet}>{elementOf(match)}</OutletContext>;
    if (fallback)
      element = (
        <RouteErrorBoundary
          fallback={fallback}
          location={location}
          error={depth === showsError ? error : null}
        >
          {element}
        </RouteErrorBoundary>
      );
    outlet = element;
  }
  return outlet;
}

/** Draws the router's screen and follows it; each change is drawn as a transition, as a whole. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once; catches up with a change made before
  useLayoutEffect(() => {
    const follow = (next: RouterState) => {
      const transition = next.viewTransition && document.startViewTransition;
      if (transition) document.startViewTransition(() => flushSync(() => setState(next)));
      else startTransition(() => setState(next));
    };
    if (router.state !== state) follow(router.state);
    return router.subscribe(follow);
  }, [router]);
  const Fallback = state.initialized ? null : state.matches[0]?.route.HydrateFallback;
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        {Fallback ? <Fallback /> : state.initialized ? renderMatches(state) : null}
      </StateContext>
    </RouterContext>
  );
}

/** Where a frame shows the screen inside it. */
export function Outlet() {
  return useContext(OutletContext);
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** The address's parameters (`:id`). */
export function useParams<T extends Params = Params>(): T {
  return (useRouterState().matches.at(-1)?.params ?? {}) as T;
}

/** Each matched route, from the outermost frame, with its `handle`. */
export function useMatches() {
  const { matches } = useRouterState();
  return useMemo(
    () =>
      matches.map(({ route, params, pathname }) => ({
        id: route.id,
        pathname,
        params,
        handle: route.handle,
      })),
    [matches],
  );
}

/** How the current entry was reached: a new one (`PUSH`), in its place (`REPLACE`), or back/forward or the first load (`POP`). */
export function useNavigationType(): HistoryAction {
  return useRouterState().historyAction;
}

export function useNavigation() {
  return useRouterState().navigation;
}

/** Why the route could not open or draw, inside its `ErrorBoundary`. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useMemo(
    () => (to, options) => {
      void router.navigate(to, options);
    },
    [router],
  );
}

/**
 * Whether going back stays inside the app (false on the first page the tab opened at), asked when
 * it is needed: the router's present place, which a screen still being drawn may not show yet.
 */
export function useCanGoBack(): () => boolean {
  const router = useRouter();
  return useCallback(() => router.state.location.key !== 'default', [router]);
}

/** The address's query, and a way to set it (a new entry unless `replace`). */
export function useSearchParams() {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: URLSearchParams | string | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      void router.navigate({ search: query ? `?${query}` : '' }, options);
    },
    [router],
  );
  return [params, setParams] as const;
}

/** Holds navigations `shouldBlock` picks until the visitor goes on or stays. */
export function useBlocker(shouldBlock: BlockerFunction) {
  const router = useRouter();
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    router.setBlocker((args) => latest.current(args));
    return () => router.setBlocker(null);
  }, [router]);
  return useRouterState().blocker;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  viewTransition?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** Whether a click is the app's to handle: a plain left click on a link opening in this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link within the app: opens its screen in place; a new tab or window loads it whole. */
export function Link({ to, replace, state, viewTransition, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        const here = createPath(router.state.location);
        void router.navigate(to, { replace: replace ?? here === to, state, viewTransition });
      }}
    />
  );
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

const SCROLL_STORAGE_KEY = 'glentia.scrollPositions';

/**
 * Takes scrolling over from the browser: a new screen opens at its top (or at its `#hash`), and
 * the back and forward buttons, or a reload, return to where the visitor was.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, restoreScroll } = useRouterState();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    try {
      Object.assign(router.scrollPositions, JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}'));
    } catch {
      // Nothing saved, or not readable: the page opens at its top.
    }
    const saved = router.scrollPositions[router.state.location.key];
    if (typeof saved === 'number') window.scrollTo(0, saved);
    const save = () => {
      router.scrollPositions[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(router.scrollPositions));
      } catch {
        // Storage full or refused: positions are kept for this page only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    if (restoreScroll === false) return;
    // Not `return window.scrollTo(…)`: newer browsers answer it with a promise, which React would
    // take for the effect's clean-up and call (back/forward then broke the screen).
    if (typeof restoreScroll === 'number') {
      window.scrollTo(0, restoreScroll);
      return;
    }
    const target = location.hash && document.getElementById(decodeHash(location.hash));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, restoreScroll]);

  return null;
}
