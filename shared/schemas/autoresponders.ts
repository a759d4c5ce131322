// Autoresponders: GET/POST /bot/server/{id}/autoresponders and the DELETE path's trigger.
import { DISCORD_LIMITS } from '../constants/limits';
import { boundedText } from './text';
import * as z from './zod';

/** Longest trigger word or phrase accepted. */
export const TRIGGER_MAX_LENGTH = 100;

const triggerSchema = boundedText(TRIGGER_MAX_LENGTH, { trim: true, required: true }).check(
  z.refine((trigger) => trigger !== '.' && trigger !== '..', {
    message: 'must not be "." or ".." (such a trigger could not be deleted)',
  }),
);

/**
 * Body of POST: trigger and response, both trimmed and non-empty. A trigger of only "." or ".."
 * is refused: URLs drop such path segments, so DELETE could never name it.
 */
export const autoresponderSchema = z.object({
  trigger: triggerSchema,
  response: boundedText(DISCORD_LIMITS.content, { trim: true, required: true }),
});
export type Autoresponder = z.infer<typeof autoresponderSchema>;

/** Reply of GET: stored items are read as they are (not re-trimmed), so a DELETE names them exactly. */
export const autorespondersResponseSchema = z.object({
  autoresponders: z._default(z.array(z.object({ trigger: z.string(), response: z.string() })), []),
});

/** The trigger path parameter of DELETE, after URL-decoding. */
export const triggerParamSchema = z.object({ trigger: triggerSchema });
