// The demo's login (demo entry only): GET /api/auth/discord signs in as the demo admin without leaving the site.
import type { Handler } from 'hono';
import { TOKEN_QUERY_PARAM } from '#shared/constants/storage';
import type { AppEnv } from '../app-env';
import { startLoginIfAsked } from '../lib/login-start';
import { DEMO_TOKEN } from './seed';

/**
 * Starts a login as the real one does (only when asked on this site, with the nonce cookie, so the
 * returning token is accepted only in this browser; see startLoginIfAsked), redirecting (302) to
 * /auth-landing with the demo token where the real login would go to Discord.
 */
export const demoLogin: Handler<AppEnv> = (c) =>
  startLoginIfAsked(c, `/auth-landing?${TOKEN_QUERY_PARAM}=${DEMO_TOKEN}`);
