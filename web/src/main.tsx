// Browser entry: mounts the router inside the app providers.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>,
);
