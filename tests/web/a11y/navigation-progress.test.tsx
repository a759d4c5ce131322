// The navigation progress bar: shown once a route change has taken 150 ms, gone when it ends, never for quick ones.
import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_PROGRESS_DELAY_MS } from '#shared/constants/site-frame';
import { NavigationProgress } from '#web/components/navigation-progress';
import { renderRoutes } from '../support/render-app';

// Timeouts only move when the test moves them (React's own scheduling stays real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function SlowPage() {
  return <h1>Slow page</h1>;
}

/** Routes under a layout with the bar: '/' and '/slow', whose page code arrives when `arrive` is called. */
function renderWithSlowRoute() {
  let arrive: () => void = () => {};
  const page = new Promise<{ Component: React.ComponentType }>((resolve) => {
    arrive = () => resolve({ Component: SlowPage });
  });
  const view = renderRoutes([
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <h1>Start</h1> },
        { path: 'slow', lazy: () => page },
        { path: 'quick', element: <h1>Quick page</h1> },
      ],
    },
  ]);
  return { ...view, arrive };
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

describe('the navigation progress bar', () => {
  it('appears once a navigation has taken 150 ms and goes when the page arrives', async () => {
    const { router, arrive } = renderWithSlowRoute();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate('/slow');
    });
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS - 1));
    expect(bar()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bar()).not.toBeNull();
    await act(async () => {
      arrive();
      await done;
    });
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('never shows for a navigation that ends sooner', async () => {
    const { router } = renderWithSlowRoute();
    await act(() => router.navigate('/quick'));
    await act(() => vi.advanceTimersByTimeAsync(NAVIGATION_PROGRESS_DELAY_MS * 2));
    expect(screen.getByRole('heading', { name: 'Quick page' })).toBeTruthy();
    expect(bar()).toBeNull();
  });
});
