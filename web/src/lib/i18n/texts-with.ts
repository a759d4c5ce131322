// A feature's texts that fill in one value: one function per message, all under one placeholder name.
import { type MessageKey, t } from './i18n';
import type { NamesIn } from './texts-of';

/**
 * `{ [name]: (value) => t('<section>.<name>', { [placeholder]: value }) }` for each of `names`, in the
 * active locale when called (call it inside `localized`). Typed from the English catalogue, so a name
 * that is not directly under `section` does not compile; the placeholder is not checked by the types,
 * but the catalogue test ("same placeholders as English") and each feature's texts test are. A name
 * given twice makes one function.
 */
export function textsWith<S extends string, const N extends NamesIn<S>>(
  section: S,
  placeholder: string,
  names: readonly N[],
): Record<N, (value: string | number) => string> {
  const texts = {} as Record<N, (value: string | number) => string>;
  for (const name of names) {
    const key = `${section}.${name}` as MessageKey;
    texts[name] = (value) => t(key, { [placeholder]: value });
  }
  return texts;
}
