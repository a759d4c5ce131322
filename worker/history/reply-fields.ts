// Reads the few fields the history keeps from bot-API replies, without a schema (the production bundle's size budget).

/** `value` as a plain object, or null. */
function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The string field `name` of `value`, or undefined. */
export function stringField(value: unknown, name: string): string | undefined {
  const field = record(value)?.[name];
  return typeof field === 'string' ? field : undefined;
}

/** The object field `name` of `value` (null when absent or not an object). */
export function objectField(value: unknown, name: string): Record<string, unknown> | null {
  return record(record(value)?.[name]);
}

/**
 * The user of a GET /auth/me reply: the reply itself or (as the demo bot API answers) its `user`,
 * when it has a string `id` and `username`; else null.
 */
export function replyUser(reply: unknown): { id: string; name: string } | null {
  const user = objectField(reply, 'user') ?? record(reply);
  const id = stringField(user, 'id');
  const name = stringField(user, 'username');
  return id && name !== undefined ? { id, name } : null;
}

/** The autoresponder named `trigger` in a GET autoresponders reply, or null. */
export function replyAutoresponder(
  reply: unknown,
  trigger: string,
): { trigger: string; response: string } | null {
  const list = record(reply)?.autoresponders;
  const found = Array.isArray(list)
    ? list.find((item) => stringField(item, 'trigger') === trigger)
    : undefined;
  const response = stringField(found, 'response');
  return response === undefined ? null : { trigger, response };
}
