// Assertion for a call the worker refuses as invalid before anything reaches the upstream.
import { expect } from 'vitest';
import { readError } from './call-worker';
import { expectNothingForwarded } from './fake-upstream';

/**
 * Expects 400 `{ error: { code: 'invalid_request', message, issues } }` naming `path` (and, when
 * given, `message`), and that nothing was forwarded.
 */
export async function expectInvalid(reply: Response, path: string, message?: string): Promise<void> {
  expect(reply.status).toBe(400);
  const { error } = await readError(reply);
  expect(error.code).toBe('invalid_request');
  expect(error.issues?.map((issue) => issue.path)).toContain(path);
  expect(error.message).toMatch(/^Invalid request: .+\.$/);
  if (message) expect(error.issues).toContainEqual({ path, message });
  expectNothingForwarded();
}
