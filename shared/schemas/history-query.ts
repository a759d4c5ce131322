// The query of GET /api/history/{id}, apart from the entry schemas so the worker bundles only this.
import { HISTORY_TOOLS } from '../constants/history';
import { snowflakeSchema } from './ids';
import * as z from './zod';

/** Query of GET /api/history/{id}: optional cursor, tool and admin filters. */
export const historyQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'must be an entry id'))),
  tool: z.optional(z.enum(HISTORY_TOOLS)),
  admin: z.optional(snowflakeSchema),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
