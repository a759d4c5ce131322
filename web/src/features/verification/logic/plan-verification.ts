// Decides what /user-verify does from its query string and the stored guild (spec section 4, verification flow).

import { snowflakeSchema } from '#shared/schemas/ids';
import { paths } from '#shared/site-routes';
import { DISCORD_AUTHORIZE_URL, VERIFY_OAUTH_SCOPES } from './discord-oauth';

/** The first step of the page. */
export type VerifyPlan =
  | { step: 'redirect'; guildId: string }
  | { step: 'submit'; code: string; guildId: string }
  | { step: 'denied' }
  | { step: 'forged' }
  | { step: 'missing' };

/** The OAuth code the demo's authorisation shortcut hands back (any code but 'invalid' verifies). */
export const DEMO_OAUTH_CODE = 'demo-oauth-code';

function validGuild(id: string | null): string | null {
  return id && snowflakeSchema.safeParse(id).success ? id : null;
}

/** What this browser stored before leaving for Discord. */
export interface PendingVerification {
  guild: string | null;
  state: string | null;
}

/**
 * `guild` without `code`: go to Discord. `code` with the given (or else the stored) guild: submit,
 * but only when the returned `state` equals the one this browser sent (else forged: a crafted
 * return link). Discord's `error` (the member pressed Cancel): denied, never echoing the address's
 * `error_description`. Anything else, or a guild id that is not a Discord id: missing.
 */
export function planVerification(params: URLSearchParams, pending: PendingVerification): VerifyPlan {
  if (params.get('error')) return { step: 'denied' };
  const code = params.get('code');
  const givenGuild = params.get('guild');
  if (!code) {
    const guildId = validGuild(givenGuild);
    return guildId ? { step: 'redirect', guildId } : { step: 'missing' };
  }
  const guildId = validGuild(givenGuild || pending.guild);
  if (!guildId) return { step: 'missing' };
  if (!pending.state || params.get('state') !== pending.state) return { step: 'forged' };
  return { step: 'submit', code, guildId };
}

/**
 * Discord's authorisation page for `clientId` (scopes identify, guilds.join, email, and `state`)
 * returning to /user-verify on `origin`. In demo mode the page returns straight away with
 * DEMO_OAUTH_CODE and the same `state`. Returns null when no client id is configured.
 */
export function verifyAuthorizeUrl(
  config: { discordClientId: string; demoMode: boolean },
  origin: string,
  state: string,
) {
  if (config.demoMode) {
    return `${origin}${paths.userVerify}?code=${DEMO_OAUTH_CODE}&state=${encodeURIComponent(state)}`;
  }
  if (!config.discordClientId) return null;
  const query = [
    ['client_id', config.discordClientId],
    ['redirect_uri', `${origin}${paths.userVerify}`],
    ['response_type', 'code'],
    ['scope', VERIFY_OAUTH_SCOPES.join(' ')],
    ['state', state],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `${DISCORD_AUTHORIZE_URL}?${query}`;
}
