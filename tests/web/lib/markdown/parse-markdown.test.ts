// Discord markdown parsing: every construct, and any text accepted without throwing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '#web/lib/markdown/parse-markdown';

const inline = (text: string) => {
  const [first] = parseMarkdown(text);
  return first?.type === 'paragraph' ? first.children : [];
};

describe('parseMarkdown', () => {
  it('parses emphasis, underline, strikethrough and spoilers', () => {
    expect(inline('**b** *i* _i_ __u__ ~~s~~ ||x||')).toEqual([
      { type: 'bold', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'i' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'i' }] },
      { type: 'text', text: ' ' },
      { type: 'underline', children: [{ type: 'text', text: 'u' }] },
      { type: 'text', text: ' ' },
      { type: 'strike', children: [{ type: 'text', text: 's' }] },
      { type: 'text', text: ' ' },
      { type: 'spoiler', children: [{ type: 'text', text: 'x' }] },
    ]);
  });

  it('draws ***text*** as bold italics (italic wins the tie, as in Discord)', () => {
    expect(inline('***both***')).toEqual([
      { type: 'italic', children: [{ type: 'bold', children: [{ type: 'text', text: 'both' }] }] },
    ]);
  });

  it('leaves snake_case words and unmatched markers as text', () => {
    expect(inline('snake_case_name and **open')).toEqual([
      { type: 'text', text: 'snake_case_name and **open' },
    ]);
  });

  it('keeps inline code literal', () => {
    expect(inline('`**not bold**`')).toEqual([{ type: 'inlineCode', text: '**not bold**' }]);
  });

  it('parses code blocks with a language and keeps their content literal', () => {
    expect(parseMarkdown('```js\nconst a = "<b>";\n```')).toEqual([
      { type: 'codeBlock', language: 'js', text: 'const a = "<b>";' },
    ]);
  });

  it('parses headings, subtext, quotes and lists', () => {
    const nodes = parseMarkdown('# Title\n-# small\n> quoted\n- one\n  - nested\n1. first');
    expect(nodes.map((node) => node.type)).toEqual(['heading', 'subtext', 'blockquote', 'list', 'list']);
    expect(nodes[3]).toMatchObject({
      type: 'list',
      ordered: false,
      items: [[{ text: 'one' }, { type: 'list' }]],
    });
    expect(nodes[4]).toMatchObject({ type: 'list', ordered: true, start: 1 });
  });

  it('quotes the rest of the message after >>>', () => {
    const [quote] = parseMarkdown('>>> a\nb');
    expect(quote).toMatchObject({ type: 'blockquote' });
  });

  it('accepts only http(s) masked links; other schemes stay text', () => {
    expect(inline('[site](https://example.com)')).toEqual([
      { type: 'link', url: 'https://example.com', children: [{ type: 'text', text: 'site' }] },
    ]);
    expect(inline('[x](javascript:alert(1))')).toEqual([{ type: 'text', text: '[x](javascript:alert(1))' }]);
  });

  it('parses mentions, custom emoji and timestamps', () => {
    expect(inline('<@123456789012345678> <@&223456789012345678> <#323456789012345678> @everyone')).toEqual([
      { type: 'userMention', id: '123456789012345678' },
      { type: 'text', text: ' ' },
      { type: 'roleMention', id: '223456789012345678' },
      { type: 'text', text: ' ' },
      { type: 'channelMention', id: '323456789012345678' },
      { type: 'text', text: ' ' },
      { type: 'globalMention', name: 'everyone' },
    ]);
    expect(inline('<a:party:423456789012345678><t:1700000000:R>')).toEqual([
      { type: 'customEmoji', name: 'party', id: '423456789012345678', animated: true },
      { type: 'timestamp', epochSeconds: 1700000000, style: 'R' },
    ]);
  });

  it('honours backslash escapes', () => {
    expect(inline('\\*not italic\\*')).toEqual([{ type: 'text', text: '*not italic*' }]);
  });

  it('parses any text without throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => Array.isArray(parseMarkdown(text))));
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '*',
            '_',
            '~',
            '|',
            '`',
            '>',
            '#',
            '-',
            '[',
            ']',
            '(',
            ')',
            '<',
            '@',
            '\n',
            ' ',
            'a',
          ),
          {
            maxLength: 200,
          },
        ),
        (chars) => Array.isArray(parseMarkdown(chars.join(''))),
      ),
    );
  });
});
