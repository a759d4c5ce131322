// Packs an editor's draft into a share link's URL fragment and back: JSON, deflate-raw, base64url.
import { concatBytes } from '#shared/logic/concat-bytes';
import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '../site/brand';

/** The editors whose drafts travel in share links, named by their page path under /dashboard/{id}/. */
export const SHARE_TOOLS = ['embed-generator', 'welcome-config', 'reaction-role'] as const;
export type ShareTool = (typeof SHARE_TOOLS)[number];

/** Longest fragment a share link may carry (characters after '#'); longer links are refused unread. */
export const SHARE_FRAGMENT_MAX = 24_000;
/** Most bytes a fragment may inflate to: every editor's limits fit well inside; more is a hostile link. */
export const SHARE_JSON_MAX_BYTES = 64_000;

/** Why a fragment could not be read, as the page says it, in the active locale (`editors` catalogue). */
export const SHARE_LINK_ERRORS = localized(
  () =>
    ({
      empty: t('editors.shareLinkError.empty'),
      tooLong: t('editors.shareLinkError.tooLong', { product: PRODUCT_NAME }),
      unknownTool: t('editors.shareLinkError.unknownTool', { product: PRODUCT_NAME }),
      broken: t('editors.shareLinkError.broken'),
      tooLarge: t('editors.shareLinkError.tooLarge'),
    }) as const,
);

/** A fragment read as far as the codec goes: the tool and its JSON value, still to be checked by its schema. */
export type DecodedFragment = { ok: true; tool: ShareTool; value: unknown } | { ok: false; error: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text. @throws when it holds other characters (atob's DOMException). */
function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The bytes a stream yields, or null as soon as they pass `max` (the stream is then cancelled). */
async function readAtMost(stream: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return concatBytes(chunks, size);
}

/** Runs `bytes` through a (de)compression stream, keeping at most `max` bytes of output. */
function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  max: number,
): Promise<Uint8Array | null> {
  const source = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(stream);
  return readAtMost(source, max);
}

/**
 * The fragment (without '#') of a share link for `value`: `<tool>.<base64url of deflate-raw JSON>`.
 * @throws RangeError when the JSON is over SHARE_JSON_MAX_BYTES (no editor's draft is).
 */
export async function encodeShareFragment(tool: ShareTool, value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  if (json.length > SHARE_JSON_MAX_BYTES) throw new RangeError('The draft is too large for a share link');
  const packed = await transform(json, new CompressionStream('deflate-raw'), Number.POSITIVE_INFINITY);
  return `${tool}.${toBase64Url(packed ?? new Uint8Array())}`;
}

/**
 * Reads a fragment (a leading '#' is ignored). Never throws: an empty, overlong, foreign,
 * truncated or corrupted fragment, one that inflates past SHARE_JSON_MAX_BYTES (a deflate bomb
 * stops there) or holds no JSON gives `{ ok: false, error }` with a SHARE_LINK_ERRORS text.
 */
export async function decodeShareFragment(fragment: string): Promise<DecodedFragment> {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!text) return { ok: false, error: SHARE_LINK_ERRORS.empty };
  if (text.length > SHARE_FRAGMENT_MAX) return { ok: false, error: SHARE_LINK_ERRORS.tooLong };
  const dot = text.indexOf('.');
  const tool = SHARE_TOOLS.find((name) => name === text.slice(0, dot));
  if (dot < 0 || !tool) return { ok: false, error: SHARE_LINK_ERRORS.unknownTool };
  let json: Uint8Array | null;
  try {
    const packed = fromBase64Url(text.slice(dot + 1));
    json = await transform(packed, new DecompressionStream('deflate-raw'), SHARE_JSON_MAX_BYTES);
  } catch {
    return { ok: false, error: SHARE_LINK_ERRORS.broken };
  }
  if (!json) return { ok: false, error: SHARE_LINK_ERRORS.tooLarge };
  try {
    return {
      ok: true,
      tool,
      value: JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(json)),
    };
  } catch {
    return { ok: false, error: SHARE_LINK_ERRORS.broken };
  }
}
