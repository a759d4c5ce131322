// Public run-time settings served by GET /api/config, so one build serves every deployment.
import * as z from './zod';

/** What the SPA needs to know about this deployment. Holds no secret. */
export const publicConfigSchema = z.object({
  discordClientId: z.string(),
  supportInviteUrl: z.string(),
  supportEmail: z.string(),
  siteUrl: z.string(),
  demoMode: z.boolean(),
  analyticsEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
