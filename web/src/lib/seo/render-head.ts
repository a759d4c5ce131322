// Serialises the title and head tags to HTML for the build-time pre-renderer.
import { escapeHtml } from '#shared/logic/escape-html';
import type { HeadTag } from './head-tags';

/** Keeps JSON inside a script element from closing it or opening a comment. */
function escapeScriptJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function renderTag(tag: HeadTag): string {
  const attrs = Object.entries(tag.attrs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  if (tag.tag === 'script') return `<script${attrs}>${escapeScriptJson(tag.text ?? '')}</script>`;
  return `<${tag.tag}${attrs}>`;
}

/** The `<title>` and tags, one per line, every text and attribute value escaped. */
export function renderHead(title: string, tags: readonly HeadTag[]): string {
  return [`<title>${escapeHtml(title)}</title>`, ...tags.map(renderTag)].join('\n    ');
}
