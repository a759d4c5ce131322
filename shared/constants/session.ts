// Names and lifetimes of the session cookies the Worker sets, and the channel that signs out every tab.

/** The HttpOnly cookie holding the bearer token (`__Host-` prefix: Secure, Path=/, no Domain). */
export const SESSION_COOKIE = '__Host-warden_session';
/**
 * Longest token kept in the session cookie: browsers keep a cookie whose name and value together
 * take at most 4096 bytes and silently drop a longer one, so the name and its '=' are taken off.
 */
export const MAX_SESSION_TOKEN_LENGTH = 4096 - SESSION_COOKIE.length - 1;
/**
 * The non-secret cookie page script reads to know it is signed in (value '1'). Set and cleared with
 * the session cookie; holds nothing but the fact.
 */
export const SESSION_MARKER_COOKIE = 'warden_signed_in';
/** The short-lived HttpOnly cookie that proves this browser started the login a returning token belongs to. */
export const LOGIN_NONCE_COOKIE = '__Host-warden_login';
/** Lifetime of the session and marker cookies: 30 days. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Lifetime of the login nonce: the login round trip must finish within 10 minutes. */
export const LOGIN_NONCE_MAX_AGE_S = 10 * 60;
/** BroadcastChannel over which a tab that signs out tells the others. */
export const SESSION_CHANNEL = 'warden-session';
/** Query parameter the Worker adds to /auth-landing after taking a token from the address. */
export const LOGIN_OUTCOME_PARAM = 'login';
/** Values of LOGIN_OUTCOME_PARAM: the token became the session, or it was refused (no login started here). */
export const LOGIN_OUTCOMES = { accepted: 'accepted', refused: 'refused' } as const;
