// Request validation: JSON bodies (415/413/400) and path params (400) checked against shared zod schemas.
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { MAX_JSON_BODY_BYTES } from '../../shared/constants/limits';
import { ApiError, type FieldIssue } from './errors';

interface ZodLikeIssue {
  path: PropertyKey[];
  message: string;
}

/** Turns zod issues into readable `field: problem` issues and one summary sentence. */
export function describeIssues(issues: readonly ZodLikeIssue[]): { message: string; issues: FieldIssue[] } {
  const fieldIssues = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const message = fieldIssues.map((issue) =>
    issue.path ? `${issue.path}: ${issue.message}` : issue.message,
  );
  return { message: `Invalid request: ${message.join('; ')}.`, issues: fieldIssues };
}

function invalid(issues: readonly ZodLikeIssue[]): never {
  const described = describeIssues(issues);
  throw new ApiError(400, 'invalid_request', described.message, described.issues);
}

/**
 * Rejects a body that is not JSON: 415 without a JSON content type or when it does not
 * parse, 413 when it is larger than MAX_JSON_BODY_BYTES.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'The request body must be JSON (Content-Type: application/json).',
    );
  }
  const declared = Number(c.req.header('Content-Length') ?? 0);
  if (declared > MAX_JSON_BODY_BYTES) throw tooLarge();
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BODY_BYTES) throw tooLarge();
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError(415, 'unsupported_media_type', 'The request body is not valid JSON.');
  }
  await next();
};

function tooLarge(): ApiError {
  return new ApiError(
    413,
    'payload_too_large',
    `The request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB.`,
  );
}

/** Validates the JSON body against `schema`; use after requireJsonBody. Invalid: 400. */
export function jsonBody<T extends ZodType>(schema: T) {
  return zValidator('json', schema, (result) => {
    if (!result.success) invalid(result.error.issues);
  });
}

/** Validates path params against `schema`. Invalid: 400, before any upstream call. */
export function pathParams<T extends ZodType>(schema: T) {
  return zValidator('param', schema, (result) => {
    if (!result.success) invalid(result.error.issues);
  });
}
