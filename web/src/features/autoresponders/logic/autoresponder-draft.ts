// Autoresponder form rules: the trimmed create payload, duplicate triggers and how triggers match messages.
import type { Autoresponder } from '#shared/schemas/autoresponders';

/**
 * The POST body with trigger and response trimmed, or null when either is blank after trimming
 * (the page then says 'Both trigger and response are required').
 */
export function autoresponderPayload(trigger: string, response: string): Autoresponder | null {
  const payload = { trigger: trigger.trim(), response: response.trim() };
  return payload.trigger && payload.response ? payload : null;
}

/** True when `trigger` (trimmed, any case) is already used by one of `existing`. */
export function isDuplicateTrigger(existing: readonly Autoresponder[], trigger: string): boolean {
  const wanted = trigger.trim().toLowerCase();
  return wanted !== '' && existing.some((item) => item.trigger.toLowerCase() === wanted);
}

/**
 * The first autoresponder whose trigger occurs anywhere in `message`, ignoring case and word
 * boundaries (a trigger 'hi' also fires on 'This'), or undefined when none does.
 */
export function matchingAutoresponder(
  items: readonly Autoresponder[],
  message: string,
): Autoresponder | undefined {
  const text = message.toLowerCase();
  return text.trim() ? items.find((item) => text.includes(item.trigger.toLowerCase())) : undefined;
}
