// Renders one page at a URL inside a fresh jotai store and a memory router, in React strict mode.
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type ReactElement, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** The rendered page, its store (to seed atoms) and its router (to read the location). */
export function renderRoute(page: ReactElement, { path, url }: { path: string; url: string }) {
  const store = createStore();
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { ...view, store, router };
}
