/**
 * Glentia's router: addresses to screens, with their code loaded on demand and their guards run
 * before they show. Its own, not a library's, to keep the first visit light (README, Performance).
 */
export type { HistoryAction, Location, Path } from './history.ts';
export {
  Link,
  type NavigateFunction,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useBlocker,
  useCanGoBack,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from './react.tsx';
export {
  type Blocker,
  type BlockerFunction,
  createBrowserRouter,
  createMemoryRouter,
  type NavigateOptions,
  type Router,
  type RouterState,
  routerReady,
  type To,
} from './router.ts';
export { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from './routes.ts';
