import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Shows where the app went, for tests that follow a navigation. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `element` at `path` inside a query client and a memory router; other paths show their address. */
export function renderAt(element: ReactNode, path = '/screen') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
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
