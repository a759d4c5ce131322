// Every /api route of spec section 7 with a valid sample call and the upstream request it must become.

import { autoresponderSchema } from '#shared/schemas/autoresponders';
import { configurableRoleUpdateSchema } from '#shared/schemas/configurable-roles';
import { embedSendSchema } from '#shared/schemas/embed';
import { reactionRoleSendSchema } from '#shared/schemas/reaction-roles';
import { prefixUpdateSchema } from '#shared/schemas/server';
import { verifyRequestSchema } from '#shared/schemas/verify';
import { welcomerUpdateSchema } from '#shared/schemas/welcomer';
import type { ZodMiniType } from '#shared/schemas/zod';
import {
  COMPLETE_EMBED_SEND,
  COMPLETE_WELCOMER_UPDATE,
  IDS,
  reactionRolesBody,
} from '#tests/shared/support/samples';
import type { Method } from './fake-upstream';

/** One /api route: a valid call and where it is forwarded. */
export interface ApiCall {
  method: Method;
  /** Browser-facing path, without /api. */
  path: string;
  body?: unknown;
  /** The schema every forwarded body of the route satisfies (routes with a body only). */
  schema?: ZodMiniType;
  /** Upstream that answers it and the path it is forwarded to. */
  service: 'bot' | 'verify';
  upstreamPath: string;
}

const S = IDS.server;

/** Every forwarded route, with a valid body (complete, so it is forwarded unchanged) where it takes one. */
export const API_CALLS: ApiCall[] = [
  { method: 'GET', path: '/auth/servers', service: 'bot', upstreamPath: '/auth/servers' },
  { method: 'GET', path: '/auth/me', service: 'bot', upstreamPath: '/auth/me' },
  { method: 'POST', path: '/auth/logout', service: 'bot', upstreamPath: '/auth/logout' },
  {
    method: 'POST',
    path: '/verify',
    body: { code: 'oauth-code-123', guildId: S },
    schema: verifyRequestSchema,
    service: 'verify',
    upstreamPath: '/verify',
  },
  { method: 'GET', path: `/bot/server/${S}`, service: 'bot', upstreamPath: `/bot/server/${S}` },
  {
    method: 'POST',
    path: `/bot/server/${S}/prefix`,
    body: { prefix: '!' },
    schema: prefixUpdateSchema,
    service: 'bot',
    upstreamPath: `/bot/server/${S}/prefix`,
  },
  {
    method: 'GET',
    path: `/dashboard/embed/channels/${S}`,
    service: 'bot',
    upstreamPath: `/dashboard/embed/channels/${S}`,
  },
  {
    method: 'POST',
    path: `/dashboard/embed/send/${S}`,
    body: COMPLETE_EMBED_SEND,
    schema: embedSendSchema,
    service: 'bot',
    upstreamPath: `/dashboard/embed/send/${S}`,
  },
  {
    method: 'GET',
    path: `/dashboard/embed/resources/${S}`,
    service: 'bot',
    upstreamPath: `/dashboard/embed/resources/${S}`,
  },
  {
    method: 'POST',
    path: `/dashboard/embed/send-roles/${S}`,
    body: reactionRolesBody(2),
    schema: reactionRoleSendSchema,
    service: 'bot',
    upstreamPath: `/dashboard/embed/send-roles/${S}`,
  },
  { method: 'GET', path: `/dashboard/${S}`, service: 'bot', upstreamPath: `/dashboard/${S}` },
  { method: 'GET', path: `/welcomer/${S}`, service: 'bot', upstreamPath: `/welcomer/${S}` },
  {
    method: 'POST',
    path: '/welcomer/update',
    body: COMPLETE_WELCOMER_UPDATE,
    schema: welcomerUpdateSchema,
    service: 'bot',
    upstreamPath: '/welcomer/update',
  },
  { method: 'GET', path: `/bot/user/${IDS.user}`, service: 'bot', upstreamPath: `/bot/user/${IDS.user}` },
  {
    method: 'GET',
    path: `/bot/server/${S}/configurableRoles`,
    service: 'bot',
    upstreamPath: `/bot/server/${S}/configurableRoles`,
  },
  {
    method: 'PATCH',
    path: `/bot/server/${S}/configurableRoles`,
    body: { roleName: 'mod', roleId: IDS.role },
    schema: configurableRoleUpdateSchema,
    service: 'bot',
    upstreamPath: `/bot/server/${S}/configurableRoles`,
  },
  {
    method: 'GET',
    path: `/bot/server/${S}/autoresponders`,
    service: 'bot',
    upstreamPath: `/bot/server/${S}/autoresponders`,
  },
  {
    method: 'POST',
    path: `/bot/server/${S}/autoresponders`,
    body: { trigger: 'hello', response: 'Hi there!' },
    schema: autoresponderSchema,
    service: 'bot',
    upstreamPath: `/bot/server/${S}/autoresponders`,
  },
  {
    method: 'DELETE',
    path: `/bot/server/${S}/autoresponders/hello`,
    service: 'bot',
    upstreamPath: `/bot/server/${S}/autoresponders/hello`,
  },
];

/** POST /auth/logout, which answers at once and tells the bot API in the background. */
export const LOGOUT = API_CALLS.find((call) => call.path === '/auth/logout') as ApiCall;

/** The calls answered with the upstream's own reply (all but logout). */
export const PASSED_THROUGH_CALLS = API_CALLS.filter((call) => call !== LOGOUT);

/** The calls that need a signed-in user (all but verification). */
export const AUTHORISED_CALLS = API_CALLS.filter((call) => call.service === 'bot');

/** A readable test name, e.g. `POST /api/bot/server/{id}/prefix`. */
export function callName(call: ApiCall): string {
  return `${call.method} /api${call.path}`;
}

/** The request init of `call`: its JSON body (if any) and the bearer token. */
export function callInit(call: ApiCall, headers: Record<string, string> = {}): RequestInit {
  return {
    method: call.method,
    headers: {
      ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  };
}

/** The calls whose path holds a snowflake, with a builder putting any other id in its place. */
export const CALLS_WITH_IDS = API_CALLS.filter(
  (call) => call.path.includes(IDS.server) || call.path.includes(IDS.user),
).map((call) => ({
  call,
  param: call.path.includes(IDS.user) ? 'userId' : 'id',
  withId: (id: string) => call.path.replace(IDS.server, id).replace(IDS.user, id),
}));
