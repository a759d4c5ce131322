// A feature's plain texts (no values to fill in): every message directly under one catalogue section, by its name.
import { loadedMessages, type MessageKey, t } from './i18n';

/** The names of the keys directly under `section` (`heading` for `embedSender.heading`, not `hint.markdown`). */
export type NamesIn<S extends string> = MessageKey extends infer K
  ? K extends `${S}.${infer N}`
    ? N extends `${string}.${string}`
      ? never
      : N
    : never
  : never;

/** Whether a compiled message is text alone: no placeholder, plural or select to fill in. */
function isPlain(message: unknown): boolean {
  return (
    typeof message === 'string' ||
    (Array.isArray(message) && message.every((part) => typeof part === 'string'))
  );
}

/**
 * `{ [name]: t('<section>.<name>') }` for every message directly under `section` that takes no
 * values, in the active locale (call it inside `localized`, whose catalogue is loaded). Typed from
 * the English catalogue, so reading a name that is not there does not compile. A text with
 * `{placeholders}` is typed but left out: put its function (which calls `t` with the values) after
 * the spread, under the same name. The "same placeholders as English" catalogue test keeps every
 * locale's plain texts the same set. A section with no plain message (or not loaded) gives `{}`.
 */
export function textsOf<S extends string>(section: S): Record<NamesIn<S>, string> {
  const prefix = `${section}.`;
  const messages = loadedMessages();
  const texts: Record<string, string> = {};
  // each key is only compared until it leaves the section: no entry pair nor name is built for
  // the rest of the catalogue (a page's first render calls this once per section it shows)
  for (const key in messages) {
    if (!key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length);
    if (!name.includes('.') && isPlain(messages[key])) texts[name] = t(key as MessageKey);
  }
  return texts as Record<NamesIn<S>, string>;
}
