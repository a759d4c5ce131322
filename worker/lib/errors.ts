// The one error type of the worker and its JSON envelope { error: { code, message } }.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A readable problem for one field of a request. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** An error the worker answers with; `message` is shown to users, so it never holds secrets. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
    /** Extra reply headers, e.g. `Retry-After` on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
    /** Extra fields of the envelope's `error`, e.g. the other admin's `entry` of an edit conflict. */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Renders an ApiError as the envelope `{ error: { code, message, issues?, ...extra } }`, with its extra headers. */
export function errorResponse(c: Context, error: ApiError): Response {
  const body = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues && { issues: error.issues }),
      ...error.extra,
    },
  };
  return c.json(body, error.status, error.headers);
}

/**
 * The app's error handler: an ApiError is rendered as it is; anything else is answered 500 with a
 * fixed message, so no stack, URL or token ever reaches the client (the request log names the cause).
 */
export function renderError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  return errorResponse(
    c,
    new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
  );
}
