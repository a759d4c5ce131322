// Discord's OAuth2 authorisation page and the scopes member verification asks for (spec section 4).

/** Discord's OAuth2 authorisation page. */
export const DISCORD_AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';
/** Scopes of the verification flow: who the member is, joining the server, and their e-mail. */
export const VERIFY_OAUTH_SCOPES = ['identify', 'guilds.join', 'email'] as const;
