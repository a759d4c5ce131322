// Where the focus goes when a row of an editable list moves or goes: the same control in the row now at that place.

/** The attribute a row's control carries to name its action ('remove', 'up'...), so the same control is found in another row. */
const ROW_ACTION = 'data-row-action';

/**
 * The control marked `data-row-action` = `action` in the row (a child element of `list`) at `index`,
 * else in the row before it (when the last row went); null when `list` is gone or neither row has one.
 */
export function rowControl(list: HTMLElement | null, index: number, action: string): HTMLElement | null {
  for (const at of [index, index - 1]) {
    const control = list?.children[at]?.querySelector<HTMLElement>(`[${ROW_ACTION}="${action}"]`);
    if (control) return control;
  }
  return null;
}
