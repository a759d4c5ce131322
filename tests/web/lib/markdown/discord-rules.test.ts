// Discord's documented markdown rules, one case each: written from Discord's Markdown Text 101 and the developer docs' Message Formatting table.
import { describe, expect, it } from 'vitest';
import type { MarkdownNode } from '#web/lib/markdown/markdown-node';
import { parseMarkdown } from '#web/lib/markdown/parse-markdown';

const text = (value: string): MarkdownNode => ({ type: 'text', text: value });
const paragraph = (...children: MarkdownNode[]): MarkdownNode => ({ type: 'paragraph', children });
const italic = (...children: MarkdownNode[]): MarkdownNode => ({ type: 'italic', children });
const quote = (...children: MarkdownNode[]): MarkdownNode => ({ type: 'blockquote', children });
const br: MarkdownNode = { type: 'lineBreak' };

describe('quotes: "start a line with > immediately followed by a space"', () => {
  it('quotes a line starting with "> "', () => {
    expect(parseMarkdown('> quoted')).toEqual([quote(paragraph(text('quoted')))]);
  });

  it('leaves ">a" (no space) as text, with its ">"', () => {
    expect(parseMarkdown('>a')).toEqual([paragraph(text('>a'))]);
  });

  it('leaves a lone ">" as text instead of an empty quote', () => {
    expect(parseMarkdown('>')).toEqual([paragraph(text('>'))]);
    expect(parseMarkdown('a\n>\nb')).toEqual([paragraph(text('a'), br, text('>'), br, text('b'))]);
  });

  it('joins consecutive "> " lines into one quote and ends it at the first unquoted line', () => {
    expect(parseMarkdown('> one\n> two\nafter')).toEqual([
      quote(paragraph(text('one'), br, text('two'))),
      paragraph(text('after')),
    ]);
  });
});

describe('">>> " quotes everything after it, even after "> " lines', () => {
  it('quotes the rest of the message after ">>> "', () => {
    expect(parseMarkdown('before\n>>> b\nc')).toEqual([
      paragraph(text('before')),
      quote(paragraph(text('b'), br, text('c'))),
    ]);
  });

  it('in "> a" / ">>> b" / "c", quotes b and c too (">>>" is not a "> " line)', () => {
    expect(parseMarkdown('> a\n>>> b\nc')).toEqual([
      quote(paragraph(text('a'))),
      quote(paragraph(text('b'), br, text('c'))),
    ]);
  });

  it('needs the space: ">>>b" is text', () => {
    expect(parseMarkdown('>>>b')).toEqual([paragraph(text('>>>b'))]);
  });
});

describe('code blocks are decided before inline styles and stay inside their quote', () => {
  it('keeps a fenced block written on "> " lines inside the quote, without the "> " marks', () => {
    expect(parseMarkdown('> ```\n> code\n> ```')).toEqual([
      quote({ type: 'codeBlock', language: null, text: 'code' }),
    ]);
  });

  it('keeps a fenced block after ">>> " inside the quote, with the lines after it', () => {
    expect(parseMarkdown('>>> ```js\nlet a;\n```\nstill quoted')).toEqual([
      quote({ type: 'codeBlock', language: 'js', text: 'let a;' }, paragraph(text('still quoted'))),
    ]);
  });

  it('shows "> " lines inside a code block as code, not as a quote', () => {
    expect(parseMarkdown('```\n> not a quote\n```')).toEqual([
      { type: 'codeBlock', language: null, text: '> not a quote' },
    ]);
  });

  it('never lets a style or a URL swallow a fence', () => {
    expect(parseMarkdown('_a ```b_ c```')).toEqual([
      paragraph(text('_a ')),
      { type: 'codeBlock', language: null, text: 'b_ c' },
    ]);
  });
});

describe('one-letter italics close at their own marker', () => {
  it('draws "*a* *b*" as two italic words', () => {
    expect(parseMarkdown('*a* *b*')).toEqual([paragraph(italic(text('a')), text(' '), italic(text('b')))]);
  });

  it('draws "_x_ vs _y_" as two italic words', () => {
    expect(parseMarkdown('_x_ vs _y_')).toEqual([
      paragraph(italic(text('x')), text(' vs '), italic(text('y'))),
    ]);
  });

  it('needs the documented neighbours: no space inside "*", and a non-word after the closing "_"', () => {
    expect(parseMarkdown('x * a* and *a *')).toEqual([paragraph(text('x * a* and *a *'))]);
    expect(parseMarkdown('snake_case_name')).toEqual([paragraph(text('snake_case_name'))]);
  });
});

describe('escapes always win: "add a backslash before the markdown character"', () => {
  it('shows an escaped closer inside a style as a literal "*"', () => {
    expect(parseMarkdown('*escaped \\* inside*')).toEqual([paragraph(italic(text('escaped * inside')))]);
  });

  it.each([
    ['bold', '**a \\** b**', 'a ** b'],
    ['underline', '__a \\__ b__', 'a __ b'],
    ['strike', '~~a \\~~ b~~', 'a ~~ b'],
    ['spoiler', '||a \\|| b||', 'a || b'],
  ] as const)('never closes %s at an escaped marker', (type, input, inside) => {
    expect(parseMarkdown(input)).toEqual([paragraph({ type, children: [text(inside)] })]);
  });

  it('turns an escaped fence into literal backticks, not a code block', () => {
    expect(parseMarkdown('\\```code```')).toEqual([paragraph(text('```code```'))]);
  });

  it('keeps a backslash before a letter, and the shrug emoticon whole', () => {
    expect(parseMarkdown('\\a ¯\\_(ツ)_/¯')).toEqual([paragraph(text('\\a ¯\\_(ツ)_/¯'))]);
  });
});

describe('an unmatched "<" or ">" next to a URL stays visible', () => {
  const link = (url: string): MarkdownNode => ({ type: 'link', url, children: [text(url)] });

  it('keeps the ">" after a bare URL', () => {
    expect(parseMarkdown('see http://example.com>')).toEqual([
      paragraph(text('see '), link('http://example.com'), text('>')),
    ]);
  });

  it('keeps the "<" before a URL that never closes', () => {
    expect(parseMarkdown('<http://example.com')).toEqual([paragraph(text('<'), link('http://example.com'))]);
  });

  it('drops the brackets of a complete <URL> (Discord hides them and the embed)', () => {
    expect(parseMarkdown('<http://example.com>')).toEqual([paragraph(link('http://example.com'))]);
  });
});

describe('slash-command mentions: </NAME:COMMAND_ID> (developer docs, Message Formatting)', () => {
  const command = (name: string, id: string): MarkdownNode => ({ type: 'commandMention', name, id });

  it('parses a command mention', () => {
    expect(parseMarkdown('use </airhorn:816437322781949972>')).toEqual([
      paragraph(text('use '), command('airhorn', '816437322781949972')),
    ]);
  });

  it('parses subcommand and subcommand-group mentions', () => {
    expect(parseMarkdown('</ban user:816437322781949972> </role add member:816437322781949972>')).toEqual([
      paragraph(
        command('ban user', '816437322781949972'),
        text(' '),
        command('role add member', '816437322781949972'),
      ),
    ]);
  });

  it('leaves malformed ones as text: no name, a bad name, or an id that is no snowflake', () => {
    for (const input of ['</:816437322781949972>', '</bad!name:816437322781949972>', '</ban:123>'])
      expect(parseMarkdown(input)).toEqual([paragraph(text(input))]);
  });
});

describe('styles combine: "__***~~||all of them||~~***__"', () => {
  it('nests every documented style', () => {
    const nest = (types: string[]): MarkdownNode =>
      types.length === 0 ? text('x') : ({ type: types[0], children: [nest(types.slice(1))] } as MarkdownNode);
    expect(parseMarkdown('__***~~||x||~~***__')).toEqual([
      paragraph(nest(['underline', 'italic', 'bold', 'strike', 'spoiler'])),
    ]);
  });
});

describe('headings, subtext and lists stand on their own line, also inside a quote', () => {
  it('reads "# ", "## ", "### " and "-# " lines, with inline styles inside; "#### " stays text', () => {
    expect(parseMarkdown('# **Big**\n## Medium\n### Small\n-# *sub*\n#### four')).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'bold', children: [text('Big')] }] },
      { type: 'heading', level: 2, children: [text('Medium')] },
      { type: 'heading', level: 3, children: [text('Small')] },
      { type: 'subtext', children: [italic(text('sub'))] },
      paragraph(text('#### four')),
    ]);
  });

  it('nests a heading, subtext and an indented list inside a "> " quote', () => {
    expect(parseMarkdown('> # Title\n> -# small\n> - item\n>  - nested\nafter')).toEqual([
      quote(
        { type: 'heading', level: 1, children: [text('Title')] },
        { type: 'subtext', children: [text('small')] },
        {
          type: 'list',
          ordered: false,
          start: 1,
          items: [[text('item'), { type: 'list', ordered: false, start: 1, items: [[text('nested')]] }]],
        },
      ),
      paragraph(text('after')),
    ]);
  });

  it('leaves "# " in the middle of a line as text', () => {
    expect(parseMarkdown('a # b')).toEqual([paragraph(text('a # b'))]);
  });
});
