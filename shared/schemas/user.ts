// Bot-side user info of GET /bot/user/{userId}: badges and no-prefix premium.
import * as z from './zod';

/** Badges by key; unknown keys are not displayed. */
export const botUserInfoSchema = z.object({
  badges: z._default(z.array(z.string()), []),
  np: z._default(
    z.object({
      enabled: z._default(z.boolean(), false),
      npTime: z._default(z.nullable(z.number()), null),
    }),
    { enabled: false, npTime: null },
  ),
});
export type BotUserInfo = z.infer<typeof botUserInfoSchema>;
