// A feature's texts that take one value: several messages of a section filled in under the same placeholder.
import { type MessageKey, t } from './i18n';
import type { NamesIn } from './texts-of';

/** A text that takes one value ('Button {n}' given 2 reads 'Button 2'). */
export type TextWith = (value: string | number) => string;

/**
 * `{ [name]: (value) => t('<section>.<name>', { [placeholder]: value }) }` for each of `names`: the
 * texts of `section` that take one value under the same `{placeholder}`. The names are typed from the
 * English catalogue, so one that is not there does not compile. Spread it after `textsOf(section)`,
 * whose (unfilled) entries of these names it replaces. The value goes in as given: a count that the
 * locale's digits should show goes through `formatCount` in a function of its own instead.
 */
export function textsWith<S extends string, const N extends NamesIn<S>>(
  section: S,
  placeholder: string,
  names: readonly N[],
): Record<N, TextWith> {
  const texts = {} as Record<N, TextWith>;
  for (const name of names) {
    texts[name] = (value) => t(`${section}.${name}` as MessageKey, { [placeholder]: value });
  }
  return texts;
}
