// Business limits and timings from spec section 9, and Discord's own message limits.

/** Autoresponders allowed per server (spec section 9). */
export const AUTORESPONDER_LIMIT = 3;
/** Default command prefix shown when the server has none. */
export const DEFAULT_PREFIX = '.';
/** Longest command prefix the bot accepts. */
export const PREFIX_MAX_LENGTH = 10;
/** Role buttons allowed on one reaction-role message. */
export const REACTION_ROLE_LIMIT = 5;
/** Most custom emojis the emoji picker shows at once. */
export const EMOJI_PICKER_LIMIT = 40;
/** Channel types offered in channel selects: 0 text, 5 announcement. */
export const OFFERED_CHANNEL_TYPES = [0, 5] as const;
/** Default embed colour. */
export const DEFAULT_EMBED_COLOR = '#5865f2';
/** Stat fallbacks when the server detail omits them. */
export const STAT_FALLBACKS = { channels: 5, roles: 3, boosts: 0 } as const;

/** Upstream and dashboard fetch timeout in milliseconds. */
export const FETCH_TIMEOUT_MS = 10_000;
/** Attempts in all for the dashboard list and server detail loads. */
export const DASHBOARD_ATTEMPTS = 3;
/** Delay before retry n is RETRY_DELAY_MS * n. */
export const RETRY_DELAY_MS = 2_000;
/** Lifetime of success messages and flags. */
export const SUCCESS_MESSAGE_MS = 3_000;
/** Lifetime of error messages and flags. */
export const ERROR_MESSAGE_MS = 5_000;
/** Lifetime of a copied tick or 'Copied' label. */
export const COPY_TICK_MS = 2_000;
/** Delay before the verification page goes to Discord's authorisation page. */
export const VERIFY_REDIRECT_MS = 1_000;
/** Delay before the verification window closes after success. */
export const VERIFY_CLOSE_MS = 2_000;
/** Delay before a valid token redirects to the dashboard. */
export const TOKEN_VALID_REDIRECT_MS = 600;
/** Lifetime of the notify-me thanks message. */
export const NOTIFY_THANKS_MS = 3_000;
/** Undo steps the embed and welcome editors keep (at least 50). */
export const UNDO_HISTORY_LIMIT = 100;
/** Narrow-view range of the landing page: wider than min and narrower than max. */
export const NARROW_VIEW = { min: 400, max: 1075 } as const;
/** Demo premium expiry offset. */
export const DEMO_PREMIUM_DAYS = 30;
/** One day in milliseconds, for the day-based values above and server ages. */
export const DAY_MS = 86_400_000;

/** Discord's message and embed limits, enforced by the editors and the worker. */
export const DISCORD_LIMITS = {
  content: 2000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  embedTotal: 6000,
  buttonLabel: 80,
  linkUrl: 512,
} as const;

/** Largest JSON body the worker accepts, in bytes. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/**
 * Largest reply the worker reads from the bot or verification API, in bytes: ample for the biggest
 * Discord server's channels, roles and emojis (a few hundred KB), and a bound on a runaway upstream.
 */
export const MAX_UPSTREAM_REPLY_BYTES = 1024 * 1024;
/** Longest Authorization header the worker accepts (a bearer token is far shorter), in characters. */
export const MAX_AUTHORIZATION_LENGTH = 4096;
