// Where the keyboard focus goes on the autoresponder page when a create or a delete changes the list.
import type { StoredAutoresponder } from './api/list-autoresponders';

/** The page's focus targets: each item's row by trigger, the list heading and the 'Add New' button. */
export interface ListFocusTargets {
  rows: Map<string, HTMLLIElement>;
  heading: HTMLHeadingElement | null;
  addNew: HTMLButtonElement | null;
}

/**
 * After a create: the new item's row (its trigger compared ignoring case, as the bot may store it
 * in another case); when the reload did not bring it, 'Add New' if it can be pressed, else the
 * list heading.
 */
export function focusAfterCreate(targets: ListFocusTargets, trigger: string): HTMLElement | null {
  const wanted = trigger.toLowerCase();
  for (const [stored, row] of targets.rows) if (stored.toLowerCase() === wanted) return row;
  return targets.addNew && !targets.addNew.disabled ? targets.addNew : targets.heading;
}

/**
 * The triggers whose delete button should take the focus after `deleted` goes, best first: the
 * deleted one itself (still listed when the reload failed, so focus stays), the next item, the
 * previous one. Empty when `deleted` is not in `items`.
 */
export function deleteFocusOrder(items: readonly StoredAutoresponder[], deleted: string): string[] {
  const index = items.findIndex((item) => item.trigger === deleted);
  if (index < 0) return [];
  return [deleted, items[index + 1]?.trigger, items[index - 1]?.trigger].filter(
    (trigger): trigger is string => trigger !== undefined,
  );
}

/** After a delete: the delete button of the first of `order` still listed, else the list heading. */
export function focusAfterDelete(targets: ListFocusTargets, order: readonly string[]): HTMLElement | null {
  for (const trigger of order) {
    const button = targets.rows.get(trigger)?.querySelector('button');
    if (button) return button;
  }
  return targets.heading;
}
