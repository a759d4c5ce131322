// Builds the "Add to Server" link: Discord's bot invite for a client id with the spec's permissions and scopes.
import { BOT_INVITE_PERMISSIONS, BOT_INVITE_SCOPES, DISCORD_AUTHORIZE_URL } from './discord';

/**
 * The Discord invite URL that adds the bot with Administrator (permissions=8) and the
 * `bot` and `applications.commands` scopes. The client id is URL-encoded as given.
 */
export function botInviteUrl(clientId: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    permissions: BOT_INVITE_PERMISSIONS,
    scope: BOT_INVITE_SCOPES.join(' '),
  });
  return `${DISCORD_AUTHORIZE_URL}?${query.toString()}`;
}
