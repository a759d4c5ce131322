// Discord addresses and the bot-invite request of spec section 2 (administrator, bot + application commands).

/** Discord's OAuth2 authorisation page. */
export const DISCORD_AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';
/** The Discord web app, where verified members go back to. */
export const DISCORD_APP_URL = 'https://discord.com/app';
/** Permission bits the bot invite asks for: 8 is Administrator. */
export const BOT_INVITE_PERMISSIONS = '8';
/** OAuth2 scopes of the bot invite. */
export const BOT_INVITE_SCOPES = ['bot', 'applications.commands'] as const;
