// The binding of an input to one text of a row in an editable list (an embed field's name, a role button's label).

/** The keys of `R` whose values are texts. */
type TextKey<R> = { [K in keyof R]: R[K] extends string ? K : never }[keyof R] & string;

/**
 * A binder for `row`: `bind(key)` gives the value of `row[key]`, the problem found at `${path}.${key}`
 * (e.g. 'fields.2.name'; undefined when there is none) and a change handler sending `{ [key]: value }`
 * to `change`, to spread onto a MentionField or a SelectField.
 */
export function rowFieldBinder<R>(
  row: R,
  path: string,
  problemAt: (path: string) => string | undefined,
  change: (patch: Partial<R>) => void,
) {
  return (key: TextKey<R>) => ({
    value: row[key] as string,
    error: problemAt(`${path}.${key}`),
    onChange: (value: string) => change({ [key]: value } as Partial<R>),
  });
}
