// Keeps the live document head in step with the current page's meta (client-side navigation).
import { type HeadTag, MANAGED_HEAD_ATTRIBUTE } from './head-tags';

function toElement(tag: HeadTag, doc: Document): HTMLElement {
  const element = doc.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

/**
 * Sets the title and replaces the managed head tags with `tags`. Leaves the head untouched
 * when it already holds exactly these tags (as after pre-rendering), so hydration changes nothing.
 */
export function applyHead(title: string, tags: readonly HeadTag[], doc: Document = document): void {
  if (doc.title !== title) doc.title = title;
  const current = Array.from(doc.head.querySelectorAll(`[${MANAGED_HEAD_ATTRIBUTE}]`));
  const wanted = tags.map((tag) => toElement(tag, doc));
  const unchanged =
    current.length === wanted.length && current.every((element, index) => element.isEqualNode(wanted[index]));
  if (unchanged) return;
  for (const element of current) element.remove();
  doc.head.append(...wanted);
}
