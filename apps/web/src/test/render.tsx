import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from '../lib/router/index.ts';

/** Shows where the app went, for tests that follow a navigation. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

const ChildrenContext = createContext<ReactNode>(null);
const Children = () => useContext(ChildrenContext);

/** Gives `children` a router at `/`, for parts that link or read the address. */
export function InRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', Component: Children }]));
  return (
    <ChildrenContext value={children}>
      <RouterProvider router={router} />
    </ChildrenContext>
  );
}

/** Renders `routes` in a memory router opened at `path`, inside a query client that does not retry. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Renders `element` at `path` inside a query client and a memory router; other paths show their address. */
export function renderAt(element: ReactNode, path = '/screen') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    path,
  );
}

/** Puts `routeFetch(answers)` in place of `fetch` for this test; returns the mock. */
export function stubRoutes(answers: Parameters<typeof routeFetch>[0]) {
  const fetch = vi.fn(routeFetch(answers));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fetch stand-in answering by method and path; unknown calls fail the test loudly. */
export function routeFetch(answers: Record<string, (init: RequestInit | undefined, url: URL) => unknown>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    const body = await answer(init, url);
    if (body instanceof Response) return body;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status: body === undefined ? 204 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * A record of what the app sent: `keep(key, answer)` is a `routeFetch` answer that notes the
 * request's body (parsed JSON, or the FormData of an upload) under `key` in `sent`.
 */
export function requestLog() {
  const sent: Array<{ key: string; body: unknown }> = [];
  const keep = (key: string, answer: unknown) => (init: RequestInit | undefined) => {
    sent.push({
      key,
      body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : null,
    });
    return answer;
  };
  return { sent, keep };
}
