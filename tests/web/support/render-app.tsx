// Renders routes in a memory router inside the app's jotai store, with a fresh signed-in session per test.
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { currentGuildAtom } from '../../../web/src/lib/current-guild';
import { appStore } from '../../../web/src/lib/jotai';
import { tokenAtom } from '../../../web/src/lib/session';

let tokenCount = 0;

/** Signs in with a token no earlier test used (so no session state carries over) and returns it. */
export function signIn(): string {
  tokenCount += 1;
  const token = `test-token-${tokenCount}`;
  appStore.set(tokenAtom, token);
  return token;
}

/** Signs out and forgets the current server. */
export function resetSession(): void {
  appStore.set(tokenAtom, null);
  appStore.set(currentGuildAtom, null);
}

/** Where the router is now. */
export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders `routes` starting at `path`. Add `{ path: '/login', element: ... }`-style routes to
 * observe redirects through `router.state.location.pathname`.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}

/** A placeholder page that shows its name, to see where a redirect went. */
export function Marker({ name }: { name: string }) {
  return <p>{`page:${name}`}</p>;
}
