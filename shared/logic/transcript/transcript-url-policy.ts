// Which transcript links the worker may fetch: https on Discord's attachment hosts, or an exactly listed origin.
import { DISCORD_ATTACHMENT_HOSTS, TRANSCRIPT_URL_MAX_LENGTH } from '#shared/constants/transcripts';

/** Why a link was refused; each text is shown to the person who pasted the link. */
export const TRANSCRIPT_URL_REFUSALS = {
  empty: 'Add the transcript link to open.',
  tooLong: `The transcript link is longer than ${TRANSCRIPT_URL_MAX_LENGTH} characters.`,
  invalid: 'The transcript link is not a valid web address.',
  credentials: 'Transcript links must not contain a user name or password.',
  notHttps: 'Transcript links must start with https://.',
  port: 'Transcript links must not name a port.',
  ipAddress: 'Transcript links must name a host, not an IP address.',
  host: 'Only transcript files on Discord (cdn.discordapp.com or media.discordapp.net) can be opened.',
  path: 'Only Discord attachment links (/attachments/ or /ephemeral-attachments/) can be opened.',
  repeatedSignature: 'Transcript links must name ex, is and hm at most once each.',
} as const;

/** The name of one reason a link is refused (a key of TRANSCRIPT_URL_REFUSALS). */
export type TranscriptUrlRefusal = keyof typeof TRANSCRIPT_URL_REFUSALS;

/** The query parameters of Discord's signed attachment links: expiry, issue time and signature. */
const SIGNATURE_PARAMS = ['ex', 'is', 'hm'] as const;

/** The paths of Discord's attachment hosts that hold uploaded files. */
export const DISCORD_ATTACHMENT_PATHS: readonly string[] = ['/attachments/', '/ephemeral-attachments/'];

/** The verdict on one link: the normalised URL to fetch, or the reason it is refused. */
export type TranscriptUrlVerdict =
  | { ok: true; url: URL; discordHost: boolean }
  | { ok: false; reason: string };

/**
 * Checks a transcript link (or a redirect's Location, resolved against `base`). Allowed: `https:`
 * on exactly cdn.discordapp.com or media.discordapp.net (parsed hostname, so case-insensitive) with
 * no user info and no port, not even `:443`, under /attachments/ or /ephemeral-attachments/; or a
 * URL whose own scheme, host and port are one of `allowedOrigins`, still without user info (so a
 * `blob:` URL of a listed origin is refused). An `https:` entry counts anywhere; an `http:` entry only
 * for a loopback host (127.0.0.1, [::1], localhost), so a production deployment never fetches
 * plain http. A link naming Discord's signature parameters `ex`, `is` or `hm` more than once is
 * refused (the expiry check and Discord could each read a different one). Everything else is refused, including other schemes (http, file, data, javascript,
 * blob), look-alike hosts (`cdn.discordapp.com.evil.com`), trailing dots and IP literals in any
 * notation. Never throws; malformed entries of `allowedOrigins` are ignored.
 */
export function checkTranscriptUrl(
  raw: string,
  allowedOrigins: readonly string[],
  base?: URL,
): TranscriptUrlVerdict {
  const input = stripLikeUrlParser(raw);
  if (!input) return refuse('empty');
  if (input.length > TRANSCRIPT_URL_MAX_LENGTH) return refuse('tooLong');
  const url = parseUrl(input, base);
  if (!url) return refuse('invalid');
  const authority = authorityOf(input);
  if (url.username || url.password || authority?.includes('@')) return refuse('credentials');
  url.hash = '';
  if (SIGNATURE_PARAMS.some((name) => url.searchParams.getAll(name).length > 1)) {
    return refuse('repeatedSignature');
  }
  if (isWebUrl(url) && normaliseOrigins(allowedOrigins).has(url.origin)) {
    return { ok: true, url, discordHost: false };
  }
  if (url.protocol !== 'https:') return refuse('notHttps');
  if (url.port || (authority !== null && hasPort(authority))) return refuse('port');
  if (isIpLiteral(url.hostname)) return refuse('ipAddress');
  if (!isDiscordAttachmentUrl(url)) return refuse('host');
  if (!DISCORD_ATTACHMENT_PATHS.some((path) => url.pathname.startsWith(path))) return refuse('path');
  return { ok: true, url, discordHost: true };
}

function isWebUrl(url: URL): boolean {
  return url.protocol === 'https:' || url.protocol === 'http:';
}

/** Hosts an `http:` entry of TRANSCRIPT_ORIGINS may name: this machine only (local tests and `npm start`). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** True when `url` is https on exactly one of Discord's attachment hosts (any port is checked separately). */
export function isDiscordAttachmentUrl(url: URL): boolean {
  return url.protocol === 'https:' && DISCORD_ATTACHMENT_HOSTS.includes(url.hostname);
}

function parseUrl(input: string, base?: URL): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

function refuse(reason: TranscriptUrlRefusal): TranscriptUrlVerdict {
  return { ok: false, reason: TRANSCRIPT_URL_REFUSALS[reason] };
}

/** Removes what the WHATWG URL parser ignores: tabs and newlines anywhere, C0 controls and spaces at the ends. */
function stripLikeUrlParser(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard strips exactly these.
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The authority (user info, host, port) as written, or null for a link without one (a relative Location). */
function authorityOf(input: string): string | null {
  const match = /^[a-z][a-z\d+.-]*:[/\\]*([^/\\?#]*)/i.exec(input) ?? /^[/\\]{2}([^/\\?#]*)/.exec(input);
  return match ? (match[1] ?? '') : null;
}

/** True when the written authority ends in `:port` (an IPv6 literal's own colons do not count). */
function hasPort(authority: string): boolean {
  return authority
    .replace(/^.*@/, '')
    .replace(/^\[[^\]]*\]/, '')
    .includes(':');
}

/** True for IPv4 (the parser has already turned decimal, octal and hex forms into dotted quads) and IPv6 hosts. */
function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

function normaliseOrigins(origins: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const origin of origins) {
    const url = parseUrl(origin);
    if (url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
      set.add(url.origin);
    }
  }
  return set;
}
