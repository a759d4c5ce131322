// The session held by the Worker: the bearer token in an HttpOnly cookie, its non-secret marker, and the login nonce.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import {
  LOGIN_NONCE_COOKIE,
  LOGIN_NONCE_MAX_AGE_S,
  MAX_SESSION_TOKEN_LENGTH,
  SESSION_COOKIE,
  SESSION_MARKER_COOKIE,
  SESSION_MAX_AGE_S,
} from '#shared/constants/session';

/**
 * Attributes of every session cookie. Secure always: browsers accept Secure (and `__Host-`) cookies
 * on https and on http://127.0.0.1 / localhost, which is where `npm start` serves.
 */
const BASE: CookieOptions = { path: '/', secure: true };
/** The token: page script cannot read it, and only same-site requests carry it. */
const SESSION_OPTIONS: CookieOptions = {
  ...BASE,
  httpOnly: true,
  sameSite: 'Strict',
  maxAge: SESSION_MAX_AGE_S,
};
/** The marker: readable by page script, holds only '1'. */
const MARKER_OPTIONS: CookieOptions = { ...BASE, sameSite: 'Lax', maxAge: SESSION_MAX_AGE_S };
/** The nonce: Lax, so it comes back on the top-level navigation from the bot's login. */
const NONCE_OPTIONS: CookieOptions = {
  ...BASE,
  httpOnly: true,
  sameSite: 'Lax',
  maxAge: LOGIN_NONCE_MAX_AGE_S,
};

/** The characters of a bearer token (RFC 6750's b64token: JWT, base64, base64url). */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/-]+=*$/;
/** A well-formed `Authorization: Bearer <token>` value (the scheme's case does not matter, RFC 7235). */
const BEARER_PATTERN = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * True when `value` can be a bearer token kept in the session cookie: RFC 6750 characters only (safe
 * in a cookie and a header) and at most MAX_SESSION_TOKEN_LENGTH, so the cookie fits the 4096 bytes
 * browsers keep (a longer one would be dropped without a word).
 */
export function isPlausibleToken(value: string): boolean {
  return value.length <= MAX_SESSION_TOKEN_LENGTH && TOKEN_PATTERN.test(value);
}

/** True when `value` is made of bearer-token characters but is too long for the session cookie. */
export function isOversizedToken(value: string): boolean {
  return value.length > MAX_SESSION_TOKEN_LENGTH && TOKEN_PATTERN.test(value);
}

/** The token in the session cookie, or null when there is none (or it is malformed). */
export function cookieToken(c: Context): string | null {
  const value = getCookie(c, SESSION_COOKIE);
  return value && isPlausibleToken(value) ? value : null;
}

/** What a request acts with, read once per request (see requestSession). */
interface RequestSession {
  token: string | null;
  byCookie: boolean;
  /** It brought an Authorization header that is not a well-formed `Bearer <token>`. */
  malformed: boolean;
}

const sessions = new WeakMap<Request, RequestSession>();

/**
 * The request's session, read from its headers the first time it is asked for and kept with the
 * request, so the rate limiter, the bearer check and the upstream call do not each parse them again.
 */
function requestSession(c: Context): RequestSession {
  const known = sessions.get(c.req.raw);
  if (known) return known;
  const authorization = c.req.header('Authorization');
  let session: RequestSession;
  if (authorization === undefined) {
    const fromCookie = cookieToken(c);
    session = { token: fromCookie, byCookie: fromCookie !== null, malformed: false };
  } else {
    const fromHeader = BEARER_PATTERN.exec(authorization)?.[1] ?? null;
    session = { token: fromHeader, byCookie: false, malformed: fromHeader === null };
  }
  sessions.set(c.req.raw, session);
  return session;
}

/**
 * The bearer token the request acts with: its own `Authorization: Bearer` header (scripts, tests)
 * when it brings one, else the session cookie's; null when it has neither, and null when its
 * Authorization header is not a well-formed bearer (the cookie is then never used: see
 * hasMalformedAuthorization).
 */
export function sessionToken(c: Context): string | null {
  return requestSession(c).token;
}

/**
 * True when the request brings an Authorization header that is not `Bearer <token>` (e.g. `Basic …`,
 * `Bearer` with two words or none); such a request is refused, never served with the cookie.
 */
export function hasMalformedAuthorization(c: Context): boolean {
  return requestSession(c).malformed;
}

/** True when the request is authenticated by the session cookie (it brings no Authorization header of its own). */
export function usesSessionCookie(c: Context): boolean {
  return requestSession(c).byCookie;
}

/** Makes `token` the session: sets the HttpOnly token cookie and the marker on the response. */
export function startSession(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, SESSION_OPTIONS);
  setCookie(c, SESSION_MARKER_COOKIE, '1', MARKER_OPTIONS);
}

/** Ends the session in this browser: expires the token cookie and the marker. */
export function endSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, SESSION_OPTIONS);
  deleteCookie(c, SESSION_MARKER_COOKIE, MARKER_OPTIONS);
}

/** A login nonce: 32 random hex digits, a dot, and the time it was issued (ms since 1970, base 36). */
const NONCE_PATTERN = /^[0-9a-f]{32}\.([0-9a-z]{1,12})$/;

/**
 * Records that this browser starts one login attempt: a fresh random nonce cookie that replaces any
 * earlier one, holding its issue time, valid for LOGIN_NONCE_MAX_AGE_S.
 */
export function startLogin(c: Context): void {
  const random = crypto.randomUUID().replaceAll('-', '');
  setCookie(c, LOGIN_NONCE_COOKIE, `${random}.${Date.now().toString(36)}`, NONCE_OPTIONS);
}

/**
 * Consumes the login nonce: true when this browser started a login attempt that has not yet been
 * used and was issued at most LOGIN_NONCE_MAX_AGE_S ago (checked here too, not only by the cookie's
 * Max-Age); the nonce is expired in this reply either way, so one attempt accepts at most one token.
 */
export function takeLogin(c: Context): boolean {
  const issued = NONCE_PATTERN.exec(getCookie(c, LOGIN_NONCE_COOKIE) ?? '')?.[1];
  deleteCookie(c, LOGIN_NONCE_COOKIE, NONCE_OPTIONS);
  if (issued === undefined) return false;
  const age = Date.now() - Number.parseInt(issued, 36);
  return age >= 0 && age <= LOGIN_NONCE_MAX_AGE_S * 1000;
}
