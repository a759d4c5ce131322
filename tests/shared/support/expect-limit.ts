// Assertion that a schema takes a Discord-limited part at its limit and names it one character over.
import { expect } from 'vitest';
import type { ZodMiniType } from '#shared/schemas/zod';
import type { LimitCase } from './samples';

/** `schema` accepts `limit.body(limit.limit)` and refuses `limit.limit + 1` with exactly `limit.path`. */
export function expectLimit(schema: ZodMiniType, limit: LimitCase): void {
  expect(schema.safeParse(limit.body(limit.limit)).success).toBe(true);
  const over = schema.safeParse(limit.body(limit.limit + 1));
  expect(over.error?.issues.map((issue) => issue.path.join('.'))).toEqual([limit.path]);
}
