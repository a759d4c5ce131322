// Builds an export (HTML or JSON) as a Blob a slice of messages at a time, so a 500,000-message export never holds the page.
import { type ExportInput, type ExportParts, htmlParts, jsonParts } from './export-view';

/** Most messages written in one slice. */
export const EXPORT_SLICE_MESSAGES = 2_000;
/** Longest slice, in ms: a slice also ends once it has run this long (a slow machine yields more often). */
export const EXPORT_SLICE_MS = 8;

/** Lets the page run before the next slice (a new task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The `kind` export of `input` as a UTF-8 Blob, the same text exportHtml or exportJson
 * returns, written EXPORT_SLICE_MESSAGES (or EXPORT_SLICE_MS) at a time with `yieldToPage` awaited
 * between slices; each slice becomes a Blob at once, so no step copies the whole document. Never
 * rejects.
 */
export async function exportFile(
  kind: 'html' | 'json',
  input: ExportInput,
  yieldToPage: () => Promise<void> = nextTask,
): Promise<Blob> {
  const parts: ExportParts = kind === 'html' ? htmlParts(input) : jsonParts(input);
  const { messages } = input;
  const blobs: Blob[] = [];
  let text = parts.head;
  let at = 0;
  while (at < messages.length) {
    const first = at;
    const stop = Math.min(messages.length, at + EXPORT_SLICE_MESSAGES);
    const deadline = performance.now() + EXPORT_SLICE_MS;
    for (; at < stop; at += 1) {
      if (at > first && at % 64 === 0 && performance.now() >= deadline) break;
      const message = messages[at];
      if (message) text += (at > 0 ? parts.separator : '') + parts.item(message);
    }
    blobs.push(new Blob([text]));
    text = '';
    if (at < messages.length) await yieldToPage();
  }
  blobs.push(new Blob([text + parts.tail]));
  return new Blob(blobs);
}
