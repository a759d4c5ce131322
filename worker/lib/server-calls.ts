// The guarded handlers of a bot-API call on one server: bearer, server id and body checked, then forwarded.
import type { Context, MiddlewareHandler } from 'hono';
import type { ZodMiniType } from '#shared/schemas/zod';
import type { AppEnv } from '../app-env';
import { requireBearer } from './bearer';
import { idParam } from './params';
import { forwardToBot } from './upstream';
import { jsonBody } from './validate';

/** What the forwarding handlers read: the server id of the path and, for writes, the validated body. */
type ServerCall = Context<AppEnv, string, { out: { param: { id: string }; json?: unknown } }>;

/**
 * The handlers of a read: bearer (401), the `:id` path param as a server id (400), then GET
 * `route(id)` from the bot API with its reply passed back (upstream failures as `forwardToBot` answers them).
 */
export function serverRead(route: (id: string) => string) {
  return [
    requireBearer,
    idParam,
    (c: ServerCall) => forwardToBot(c, 'GET', route(c.req.valid('param').id)),
  ] as const;
}

/**
 * The handlers of a write: bearer (401), server id (400), the JSON body against `schema` (415, 413,
 * 400), `record` (the history entry, kept only when the bot says yes), then `method` `route(id)`
 * with the validated body.
 */
export function serverWrite<T extends ZodMiniType>(
  method: 'POST' | 'PATCH',
  route: (id: string) => string,
  schema: T,
  record: MiddlewareHandler<AppEnv>,
) {
  return [
    requireBearer,
    idParam,
    jsonBody(schema),
    record,
    (c: ServerCall) => forwardToBot(c, method, route(c.req.valid('param').id), c.req.valid('json')),
  ] as const;
}
