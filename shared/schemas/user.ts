// Bot-side user info of GET /bot/user/{userId}: badges and no-prefix premium.
import * as z from 'zod';

/** Badges by key; unknown keys are not displayed. */
export const botUserInfoSchema = z.object({
  badges: z.array(z.string()).default([]),
  np: z
    .object({ enabled: z.boolean().default(false), npTime: z.number().nullable().default(null) })
    .default({ enabled: false, npTime: null }),
});
export type BotUserInfo = z.infer<typeof botUserInfoSchema>;
