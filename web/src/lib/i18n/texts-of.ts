// A feature's plain texts (no values to fill in) read from one catalogue section by their names: its texts object, written compactly.
import { type MessageKey, t } from './i18n';

/** The names of the keys under `section` (e.g. `heading` for `embedSender.heading`). */
export type NamesUnder<S extends string> = MessageKey extends infer K
  ? K extends `${S}.${infer N}`
    ? N
    : never
  : never;

/**
 * `{ [name]: t('<section>.<name>') }` for each of `names`, in the active locale (call it inside
 * `localized`). The typechecker refuses a name whose key is not in the English catalogue. Texts
 * with `{placeholders}` need values: give them through `t` instead.
 */
export function textsOf<S extends string, const N extends NamesUnder<S>>(
  section: S,
  names: readonly N[],
): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, t(`${section}.${name}` as MessageKey)])) as Record<
    N,
    string
  >;
}
