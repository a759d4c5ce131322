// Request validation: JSON bodies (415/413/400) and path params (400) checked against shared zod schemas.
import { zValidator } from '@hono/zod-validator';
import type { Env, MiddlewareHandler } from 'hono';
import type { input, output, ZodMiniType } from '#shared/schemas/zod';
import { ApiError, type FieldIssue } from './errors';
import { readJsonBody } from './json-body';

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
 * Reads the JSON body (415 not JSON, 413 too large) and validates it against `schema` (400),
 * before any upstream call; the handler reads the parsed value with `c.req.valid('json')`.
 */
export function jsonBody<T extends ZodMiniType, E extends Env = Env, P extends string = string>(
  schema: T,
): MiddlewareHandler<E, P, { in: { json: input<T> }; out: { json: output<T> } }> {
  return async (c, next) => {
    const result = schema.safeParse(await readJsonBody(c.req.raw));
    if (!result.success) invalid(result.error.issues);
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

/** Validates path params against `schema`. Invalid: 400, before any upstream call. */
export function pathParams<T extends ZodMiniType>(schema: T) {
  return zValidator('param', schema, (result) => {
    if (!result.success) invalid(result.error.issues);
  });
}

/** Validates the query string against `schema`. Invalid: 400, before any upstream call. */
export function queryParams<T extends ZodMiniType>(schema: T) {
  return zValidator('query', schema, (result) => {
    if (!result.success) invalid(result.error.issues);
  });
}
