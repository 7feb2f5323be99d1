import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
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

/**
 * Puts the server's drawing `html` in the document and has React adopt it with `element`, as the
 * app adopts a drawn page. Returns the container and what React recovered from on the way (a
 * drawing the app's first render does not match).
 */
export async function adoptDrawing(html: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}
