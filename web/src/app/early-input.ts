// Keeps what a visitor typed or picked on a pre-rendered page before it hydrated, and hands it to React afterwards.

/** A form control the visitor changed before hydration, and the value it had then. */
export interface EarlyInput {
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
}

/** Input types whose value is text (checkboxes, radios, files and buttons are not replayed). */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

function initialValue(element: EarlyInput['element']): string {
  if (element instanceof HTMLSelectElement) {
    const initial =
      Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0];
    return initial?.value ?? '';
  }
  return element.defaultValue;
}

/**
 * The text fields, text areas and selects inside `container` whose value differs from the
 * pre-rendered one. Call it right before hydration: React adopts these nodes but never hears of
 * the change, so its state would stay at the pre-rendered value.
 */
export function captureEarlyInput(container: ParentNode): EarlyInput[] {
  const controls = container.querySelectorAll<EarlyInput['element']>('input, textarea, select');
  return Array.from(controls)
    .filter((element) => !(element instanceof HTMLInputElement) || TEXT_TYPES.has(element.type))
    .filter((element) => element.value !== initialValue(element))
    .map((element) => ({ element, value: element.value }));
}

/**
 * Replays each captured value as if typed or picked now, so the control's `onChange` runs with it.
 * Call it once hydration has committed. A control React replaced (no longer in the document) is
 * skipped. React compares the new value with the one it saw at hydration, so the field is first
 * reset through React's view of it, then set behind it and an input/change event dispatched.
 */
export function replayEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const { element, value } of inputs) {
    if (!element.isConnected) continue;
    const prototype = Object.getPrototypeOf(element) as object;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    element.value = initialValue(element);
    setValue?.call(element, value);
    const type = element instanceof HTMLSelectElement ? 'change' : 'input';
    element.dispatchEvent(new Event(type, { bubbles: true }));
  }
}
