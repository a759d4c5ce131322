// /api/config: the public settings the SPA reads at run time.
import { createRouter } from '../app-env';

export const configRoutes = createRouter().get('/', (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(c.get('settings').publicConfig);
});
