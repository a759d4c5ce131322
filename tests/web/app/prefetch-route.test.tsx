// The route prefetch: it loads the lazy modules of the routes matching a link, from the table the entry hands down.
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, type RouteObject, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRoute, RoutePrefetchProvider, usePrefetchRoute } from '#web/app/prefetch-route';

function ToolPage() {
  return null;
}

/** A table whose `/tools/:id` route is lazy; returns the table and the lazy loader's spy. */
function table() {
  const lazy = vi.fn(async () => ({ Component: ToolPage }));
  const routes: RouteObject[] = [
    { path: '/', element: <PrefetchingLink to="/tools/7" /> },
    { path: '/tools/:id', lazy },
  ];
  return { routes, lazy };
}

function PrefetchingLink({ to }: { to: string }) {
  const prefetch = usePrefetchRoute();
  return (
    <Link to={to} onMouseEnter={() => prefetch(to)}>
      Tool
    </Link>
  );
}

describe('prefetchRoute', () => {
  it('calls the lazy loader of the matching route only', async () => {
    const { routes, lazy } = table();
    prefetchRoute(routes, '/tools/7');
    prefetchRoute(routes, '/nowhere');
    await vi.waitFor(() => expect(lazy).toHaveBeenCalledTimes(1));
  });

  it('loads the route on hover with the table a RoutePrefetchProvider gives', async () => {
    const { routes, lazy } = table();
    render(
      <RoutePrefetchProvider routes={routes}>
        <RouterProvider router={createMemoryRouter(routes)} />
      </RoutePrefetchProvider>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Tool' }));
    await vi.waitFor(() => expect(lazy).toHaveBeenCalledTimes(1));
  });

  it('does nothing without a provider', async () => {
    const { routes, lazy } = table();
    render(<RouterProvider router={createMemoryRouter(routes)} />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Tool' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lazy).not.toHaveBeenCalled();
  });
});
