// The build's one way to edit HTML: parse5's streaming rewriter, which writes every token it is not asked to change exactly as it was.
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';

/**
 * parse5's rewriter holding back the whitespace before each tag until the tag is seen, so that a
 * dropped tag takes its line with it; what is still held at the end of the input is written then.
 */
class TagRewriter extends RewritingStream {
  space = '';

  /** Writes the whitespace held back at the end of the document (Node's Transform hook). */
  _flush(callback) {
    callback(null, this.space);
  }
}

/**
 * `html` rewritten tag by tag. `onTag(tag, { raw, space })` is called for every start and end tag
 * in document order: `tag` is parse5's token (`tagName`, `attrs`) with `end: true` for an end tag,
 * `raw` the tag exactly as written and `space` the whitespace text just before it ('' when none).
 * It returns what to write in place of `space` and `raw` together: `undefined` keeps both, `''`
 * drops the tag and its indentation. Text, comments and the doctype are written unchanged; the
 * text inside an element whose tags are dropped stays (drop only empty elements such as `<script
 * src>`).
 * @throws whatever `onTag` throws (the promise rejects).
 */
export async function rewriteHtml(html, onTag) {
  const rewriter = new TagRewriter();
  const write = (chunk) => {
    rewriter.emitRaw(rewriter.space + chunk);
    rewriter.space = '';
  };
  const visit = (end) => (tag, raw) => {
    const space = rewriter.space;
    rewriter.space = '';
    rewriter.emitRaw(onTag({ ...tag, end }, { raw, space }) ?? space + raw);
  };
  rewriter.on('startTag', visit(false));
  rewriter.on('endTag', visit(true));
  rewriter.on('text', (_, raw) => {
    if (raw.trim() === '') rewriter.space += raw;
    else write(raw);
  });
  rewriter.on('comment', (_, raw) => write(raw));
  rewriter.on('doctype', (_, raw) => write(raw));
  const output = text(rewriter);
  rewriter.end(html);
  return output;
}

/** The value of attribute `name` on a start tag token, or `undefined` when it has none. */
export function attribute(tag, name) {
  return tag.attrs.find((attr) => attr.name === name)?.value;
}

/**
 * A start tag token written as HTML: attributes with an empty value bare (`crossorigin`), the
 * others double-quoted with `&` and `"` escaped.
 */
export function startTagHtml({ tagName, attrs }) {
  const written = attrs.map(({ name, value }) =>
    value === '' ? ` ${name}` : ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
  );
  return `<${tagName}${written.join('')}>`;
}
