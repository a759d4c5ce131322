// The session held by the Worker: the bearer token in an HttpOnly cookie, its non-secret marker, and the login nonce.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import {
  LOGIN_NONCE_COOKIE,
  LOGIN_NONCE_MAX_AGE_S,
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

/** What a token must look like to be kept: 1 to 4096 visible characters of a bearer token (JWT, base64). */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

/** True when `value` can be a bearer token (so it is safe in a cookie and a header). */
export function isPlausibleToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** The bearer token of an `Authorization` header value, or null when it is not `Bearer <token>`. */
function bearerOf(authorization: string | undefined): string | null {
  return authorization === undefined ? null : (/^Bearer (\S+)$/.exec(authorization)?.[1] ?? null);
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
  const fromHeader = bearerOf(authorization);
  const fromCookie = fromHeader === null ? cookieToken(c) : null;
  const session = {
    token: fromHeader ?? fromCookie,
    byCookie: authorization === undefined && fromCookie !== null,
  };
  sessions.set(c.req.raw, session);
  return session;
}

/**
 * The bearer token the request acts with: its own `Authorization: Bearer` header (scripts, tests)
 * when it brings one, else the session cookie's; null when it has neither.
 */
export function sessionToken(c: Context): string | null {
  return requestSession(c).token;
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

/** Records that this browser starts a login: a random nonce cookie, valid for LOGIN_NONCE_MAX_AGE_S. */
export function startLogin(c: Context): void {
  setCookie(c, LOGIN_NONCE_COOKIE, crypto.randomUUID(), NONCE_OPTIONS);
}

/**
 * Consumes the login nonce: true when this browser started a login that has not yet been used (or
 * expired); the nonce is deleted either way, so one login accepts one token.
 */
export function takeLogin(c: Context): boolean {
  const started = /^[0-9a-f-]{36}$/.test(getCookie(c, LOGIN_NONCE_COOKIE) ?? '');
  deleteCookie(c, LOGIN_NONCE_COOKIE, NONCE_OPTIONS);
  return started;
}
