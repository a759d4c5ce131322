// Member verification: body and reply of POST /verify on the verification API.
import { z } from 'zod';
import { snowflakeSchema } from './ids';

/** Body of POST /verify: the OAuth code and the guild being joined. */
export const verifyRequestSchema = z.object({
  code: z.string().min(1, 'must not be empty').max(512, 'must be at most 512 characters'),
  guildId: snowflakeSchema,
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** Reply of POST /verify; on failure error, details or message say why. */
export const verifyResponseSchema = z.object({
  success: z.boolean().optional(),
  error: z.string().optional(),
  details: z.string().optional(),
  message: z.string().optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
