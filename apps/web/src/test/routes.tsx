import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts';
import { fakeApi, type Stub } from './api.ts';
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

/** A `fetch` stand-in answering from `stubs` (see api.ts); any other request is a 404. */
export function serveApi(...stubs: Stub[]) {
  return vi.fn(
    fakeApi(stubs, () =>
      jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Δεν βρέθηκε', messages: {} }, 404),
    ),
  );
}
