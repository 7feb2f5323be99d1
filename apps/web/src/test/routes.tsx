import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts';
import { jsonResponse } from './fixtures.ts';

/** Renders one screen at `path` (matching `pattern`) with stand-in pages for /glentia and /home. */
export function renderRoute(pattern: string, Component: ComponentType, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, Component },
      { path: '/glentia', element: createElement('p', null, 'search page') },
      { path: '/home', element: createElement('p', null, 'home page') },
      { path: '/login', element: createElement('p', null, 'login page') },
    ],
    { initialEntries: [path] },
  );
  render(
    createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
  );
  return router;
}

/** A `fetch` stand-in answering `METHOD /path` from a table; anything else is a 404. */
export function serveApi(routes: Record<string, () => Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer =
      routes[`${init?.method ?? 'GET'} ${url.pathname}${url.search}`] ??
      routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return answer
      ? answer()
      : jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Δεν βρέθηκε', messages: {} }, 404);
  });
}
