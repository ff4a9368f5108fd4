import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders `routes` at `path` with a fresh QueryClient (no retries) — for component tests. The
 *  API is served by a stubbed global fetch set up by each test. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export const renderOne = (element: ReactElement, path = '/') => renderRoutes([{ path: '*', element }], path);
