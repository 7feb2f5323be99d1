import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  Link,
  type LoaderFunctionArgs,
  matchRoutes,
  Outlet,
  type RouteObject,
  RouterProvider,
  redirect,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useMatches,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from './index.ts';

afterEach(cleanup);

/** A promise the test settles itself. */
function deferred<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Screen({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Where />
    </>
  );
}

function open(routes: RouteObject[], entries = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries: entries });
  render(<RouterProvider router={router} />);
  return router;
}

const pathsOf = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map((match) => match.route.path ?? '(frame)');

describe('matching an address to its route', () => {
  const table: RouteObject[] = [
    {
      id: 'root',
      children: [
        { index: true },
        { path: 'glentia/:id' },
        { path: 'glentia/search' },
        { path: 'glentia' },
        { path: 'glenti/edit/:id?' },
        { path: '*' },
      ],
    },
  ];

  it('picks the most specific route whatever the order of the table', () => {
    expect(pathsOf(table, '/glentia/search')).toEqual(['(frame)', 'glentia/search']);
    expect(pathsOf(table, '/glentia/42')).toEqual(['(frame)', 'glentia/:id']);
    expect(pathsOf(table, '/')).toEqual(['(frame)', '(frame)']);
    expect(pathsOf(table, '/no/such/screen')).toEqual(['(frame)', '*']);
  });

  it('reads parameters decoded, optional ones left out, and ignores a trailing slash and letter case', () => {
    expect(matchRoutes(table, '/glentia/%CE%B1%20b')?.at(-1)?.params).toEqual({ id: 'α b' });
    expect(matchRoutes(table, '/glenti/edit')?.at(-1)?.params).toEqual({});
    expect(matchRoutes(table, '/glenti/edit/7')?.at(-1)?.params).toEqual({ id: '7' });
    expect(pathsOf(table, '/glentia/')).toEqual(['(frame)', 'glentia']);
    expect(pathsOf(table, '/Glentia')).toEqual(['(frame)', 'glentia']);
    expect(matchRoutes(table, '/a/b')?.at(-1)?.params).toEqual({ '*': 'a/b' });
  });

  it('finds nothing when no route takes the address', () => {
    expect(matchRoutes([{ path: 'home' }], '/elsewhere')).toBeNull();
  });
});

describe('the router', () => {
  it('shows a screen inside its frame, with the parameters and the handles of its routes', () => {
    function Frame() {
      const titles = useMatches().map((match) => (match.handle as { title?: string } | undefined)?.title);
      return (
        <div data-testid="frame" data-titles={titles.join(',')}>
          <Outlet />
        </div>
      );
    }
    function Event() {
      return <h1>event {useParams().id}</h1>;
    }
    open(
      [
        {
          Component: Frame,
          handle: { title: 'app' },
          children: [{ path: 'glentia/:id', Component: Event, handle: { title: 'event' } }],
        },
      ],
      ['/glentia/7'],
    );
    expect(screen.getByRole('heading').textContent).toBe('event 7');
    expect(screen.getByTestId('frame').dataset.titles).toBe('app,event');
  });

  it("loads a screen's code before showing it, showing the progress meanwhile", async () => {
    const code = deferred<{ Component: () => React.ReactNode }>();
    function Progress() {
      return <p data-testid="progress">{useNavigation().state}</p>;
    }
    const router = open([
      {
        Component: () => (
          <>
            <Progress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Screen name="home" /> },
          { path: 'later', lazy: () => code.promise },
        ],
      },
    ]);
    act(() => void router.navigate('/later'));
    await waitFor(() => expect(screen.getByTestId('progress').textContent).toBe('loading'));
    expect(screen.getByRole('heading').textContent).toBe('home');
    expect(router.state.location.pathname).toBe('/');
    await act(async () => code.settle({ Component: () => <Screen name="later" /> }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('later'));
    expect(screen.getByTestId('progress').textContent).toBe('idle');
  });

  it('keeps only the last of two navigations when the first one finishes later', async () => {
    const slow = deferred<{ element: React.ReactNode }>();
    const router = open([
      { path: '/', element: <Screen name="home" /> },
      { path: '/slow', lazy: () => slow.promise },
      { path: '/fast', element: <Screen name="fast" /> },
    ]);
    act(() => void router.navigate('/slow'));
    await act(() => router.navigate('/fast'));
    await act(async () => slow.settle({ element: <Screen name="slow" /> }));
    expect(screen.getByRole('heading').textContent).toBe('fast');
    expect(router.state.location.pathname).toBe('/fast');
  });

  it("follows a guard's redirect, in place of the first address and of a later one", async () => {
    const guarded = ({ request }: LoaderFunctionArgs) =>
      redirect(`/login?redirect=${encodeURIComponent(new URL(request.url).pathname)}`);
    const routes: RouteObject[] = [
      { path: '/', element: <Screen name="home" /> },
      { path: '/maps', loader: guarded, element: <Screen name="maps" /> },
      { path: '/thrown', loader: () => Promise.reject(redirect('/')), element: <Screen name="never" /> },
      { path: '/login', element: <Screen name="login" /> },
    ];
    const first = open(routes, ['/maps']);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fmaps'));
    expect(first.state.historyAction).toBe('REPLACE');
    cleanup();

    const later = open(routes);
    await act(() => later.navigate('/maps'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('login'));
    expect(later.state.historyAction).toBe('PUSH');
    await act(() => later.navigate('/thrown'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('home'));
  });

  it("shows the nearest error screen when a screen's code fails to load or the screen fails to draw", async () => {
    function Failure() {
      return <p role="alert">{String(useRouteError())}</p>;
    }
    function Broken(): React.ReactNode {
      throw new Error('drawing failed');
    }
    const router = open([
      {
        Component: Outlet,
        ErrorBoundary: Failure,
        children: [
          { index: true, element: <Screen name="home" /> },
          { path: 'missing', lazy: () => Promise.reject(new Error('code missing')) },
          { path: 'broken', Component: Broken },
          { path: 'loop', loader: () => redirect('/loop') },
        ],
      },
    ]);
    await act(() => router.navigate('/missing'));
    expect(screen.getByRole('alert').textContent).toBe('Error: code missing');
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading').textContent).toBe('home');
    // React reports the caught drawing error on the console; the screen is what matters here.
    const quiet = console.error;
    console.error = () => {};
    await act(() => router.navigate('/broken'));
    console.error = quiet;
    expect(screen.getByRole('alert').textContent).toBe('Error: drawing failed');
    await act(() => router.navigate('/loop'));
    expect(screen.getByRole('alert').textContent).toMatch(/Too many redirects/);
  });

  it('sets the query on the same screen, in a new entry or in place of this one', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <Where />
          <button type="button" onClick={() => setParams({ county: 'CHANIA' })}>
            {params.get('county') ?? 'all'}
          </button>
          <button type="button" onClick={() => setParams('', { replace: true })}>
            clear
          </button>
        </>
      );
    }
    const router = open([{ path: '/glentia', Component: Filters }], ['/glentia']);
    fireEvent.click(screen.getByRole('button', { name: 'all' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/glentia?county=CHANIA'));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/glentia'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a link in place on a plain click and leaves a click with a modifier key to the browser', async () => {
    const router = open([
      { path: '/', element: <Link to="/glentia?county=CHANIA">Χανιά</Link> },
      { path: '/glentia', element: <Screen name="search" /> },
    ]);
    const link = screen.getByRole('link', { name: 'Χανιά' });
    expect(link.getAttribute('href')).toBe('/glentia?county=CHANIA');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/glentia?county=CHANIA'));
  });
});

describe('holding a navigation back', () => {
  function Form() {
    const blocker = useBlocker(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    );
    return (
      <>
        <Screen name="form" />
        {blocker.state === 'blocked' && (
          <div role="dialog">
            <button type="button" onClick={blocker.reset}>
              stay
            </button>
            <button type="button" onClick={blocker.proceed}>
              leave
            </button>
          </div>
        )}
      </>
    );
  }
  const routes: RouteObject[] = [
    { path: '/', element: <Screen name="home" /> },
    { path: '/form', Component: Form },
    { path: '/next', element: <Screen name="next" /> },
  ];

  it('asks before a link away: staying keeps the screen, leaving goes on', async () => {
    const router = open(routes, ['/form']);
    await act(() => router.navigate('/next'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    await act(() => router.navigate('/next'));
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('next'));
  });

  it('asks before the back button: staying undoes the step back, leaving takes it', async () => {
    const router = open(routes, ['/', '/form']);
    await act(async () => void router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    await act(async () => void router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('home'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('lets every navigation through once the screen that held them is gone', async () => {
    const router = open(routes, ['/form']);
    await act(() => router.navigate('/next'));
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('next'));
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading').textContent).toBe('home');
  });
});

describe('scrolling', () => {
  it('opens a new screen at its top and returns to the position the back button left', async () => {
    const router = createMemoryRouter([
      {
        Component: () => (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [
          { path: '/', element: <Screen name="list" /> },
          { path: '/event', element: <Screen name="event" /> },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    act(() => window.scrollTo(0, 1200));
    await act(() => router.navigate('/event'));
    expect(window.scrollY).toBe(0);
    act(() => window.scrollTo(0, 300));
    await act(async () => void router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('list'));
    expect(window.scrollY).toBe(1200);
  });
});
