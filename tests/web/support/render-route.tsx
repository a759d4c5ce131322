// Renders a page inside a memory data router and the app's jotai store, signed in with a test token.
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appStore } from '../../../web/src/lib/jotai';
import { tokenAtom } from '../../../web/src/lib/session';

/** The bearer token the rendered app holds. */
export const TEST_TOKEN = 'test-session-token';

/**
 * Renders `element` at `url` under the route `path`; `/elsewhere` renders a plain 'Elsewhere' page
 * so tests can navigate away. Returns the router too, to navigate or read the location.
 */
export function renderRoute(element: ReactNode, { path, url }: { path: string; url: string }) {
  appStore.set(tokenAtom, TEST_TOKEN);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}
