// /api/verify: member verification, forwarded to the verification API without any session token.
import { apiRoutes } from '#shared/api-routes';
import { verifyRequestSchema } from '#shared/schemas/verify';
import { createRouter } from '../app-env';
import { forward } from '../lib/upstream';
import { jsonBody } from '../lib/validate';

export const verifyRoutes = createRouter().post('/', jsonBody(verifyRequestSchema), (c) =>
  forward(c, { service: 'verify', method: 'POST', path: apiRoutes.verify(), body: c.req.valid('json') }),
);
