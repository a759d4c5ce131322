// Member verification: body and reply of POST /verify on the verification API.
import { snowflakeSchema } from './ids';
import { boundedText } from './text';
import * as z from './zod';

/** Longest OAuth code accepted (Discord's codes are about 30 characters). */
export const VERIFY_CODE_MAX_LENGTH = 512;

/** Body of POST /verify: the OAuth code and the guild being joined. */
export const verifyRequestSchema = z.object({
  code: boundedText(VERIFY_CODE_MAX_LENGTH, { required: true }),
  guildId: snowflakeSchema,
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** Reply of POST /verify; on failure error, details or message say why. */
export const verifyResponseSchema = z.object({
  success: z.optional(z.boolean()),
  error: z.optional(z.string()),
  details: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
