// Escapes text for HTML built as a string (the pre-renderer's head tags, the transcript's HTML export, the Worker's dashboard shell content).

/** `value` safe as HTML text or a quoted attribute value: & < > " and ' become entities. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
