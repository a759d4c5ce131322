// Reads a request's JSON body within the size cap: JSON content type and syntax (415), size (413).
import { MAX_JSON_BODY_BYTES } from '#shared/constants/limits';
import { ApiError } from './errors';
import { readCapped } from './stream-limits';

/** Media types read as JSON: application/json and application/<anything>+json (as hono reads them). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;

function unsupported(message: string): ApiError {
  return new ApiError(415, 'unsupported_media_type', message);
}

function tooLarge(): ApiError {
  return new ApiError(
    413,
    'payload_too_large',
    `The request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB.`,
  );
}

/**
 * The parsed JSON body of `request`.
 * @throws ApiError 415 without a JSON content type, or when the body is empty, not UTF-8 or not JSON;
 * 413 when the declared Content-Length or the bytes actually sent exceed MAX_JSON_BODY_BYTES.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!JSON_MEDIA_TYPE.test(mediaType ?? '')) {
    throw unsupported('The request body must be JSON (Content-Type: application/json).');
  }
  if (Number(request.headers.get('Content-Length')) > MAX_JSON_BODY_BYTES) throw tooLarge();
  const bytes = await readCapped(request.body, MAX_JSON_BODY_BYTES, request.signal, tooLarge);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw unsupported('The request body is not valid JSON.');
  }
}
