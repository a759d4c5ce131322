// The pre-renderer's head rewriting: links added (in the order the entry needs them), stylesheets joined into one file (originals kept disabled), scripts held until the first paint.
import { describe, expect, it } from 'vitest';
import {
  appendToHead,
  assetLinks,
  joinStylesheets,
  linkedFiles,
  scriptsAfterFirstPaint,
} from '#scripts/page-assets.mjs';

const STYLES: Record<string, string> = {
  'assets/app-a1.css': 'body{margin:0}\n',
  'assets/commands-page-b2.css': '.commands{display:grid}',
  'assets/site-ui-c3.css': '.site-card{padding:1rem}\n\n',
};
const read = (file: string) => {
  const css = STYLES[file];
  if (css === undefined) throw new Error(`${file} is not in the build.`);
  return css;
};
const link = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;
const page = (files: string[]) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <title>Commands</title>',
    ...files.map((file) => `    ${link(file)}`),
    '    <script type="module" src="/assets/after-first-paint-x.js"></script>',
    '  </head>',
    `  <body><div id="root">${link('assets/in-body.css')}</div></body>`,
    '</html>',
  ].join('\n');
const stylesheetTags = (html: string) => html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];

describe('joinStylesheets', () => {
  it('links one file holding every stylesheet in order, and marks the originals disabled', async () => {
    const files = Object.keys(STYLES);
    const joined = await joinStylesheets(page(files), read);
    expect(joined.file).toMatch(/^assets\/styles-[\w-]{8}\.css$/);
    expect(joined.css).toBe('body{margin:0}\n.commands{display:grid}\n.site-card{padding:1rem}');
    expect(stylesheetTags(joined.html.slice(0, joined.html.indexOf('</head>')))).toEqual([
      link(joined.file ?? ''),
      ...files.map((file) => link(file).replace('>', ' disabled>')),
    ]);
  });

  it('keeps the rest of the page as it was, without blank lines', async () => {
    const { html } = await joinStylesheets(page(Object.keys(STYLES)), read);
    expect(html).toContain('    <title>Commands</title>\n    <link rel="stylesheet"');
    expect(html).toContain(
      ' disabled>\n    <script type="module" src="/assets/after-first-paint-x.js"></script>',
    );
    expect(html).toContain(`<body><div id="root">${link('assets/in-body.css')}</div></body>`);
    expect(html).not.toMatch(/\n\s*\n/);
  });

  it('names the file by its content: the same stylesheets give the same file, others another', async () => {
    const first = (await joinStylesheets(page(Object.keys(STYLES)), read)).file;
    expect((await joinStylesheets(page(Object.keys(STYLES)), read)).file).toBe(first);
    expect((await joinStylesheets(page(['assets/app-a1.css', 'assets/site-ui-c3.css']), read)).file).not.toBe(
      first,
    );
  });

  it('leaves a page with one stylesheet unchanged', async () => {
    const html = page(['assets/app-a1.css']);
    expect(await joinStylesheets(html, read)).toEqual({ html });
  });

  it('reads the tags as HTML: attributes in any order, unquoted or on several lines', async () => {
    const html = page([]).replace(
      '</title>',
      '</title>\n    <link href=/assets/app-a1.css rel=stylesheet>\n    <link\n      href="/assets/site-ui-c3.css"\n      rel="stylesheet">',
    );
    const joined = await joinStylesheets(html, read);
    expect(joined.css).toBe('body{margin:0}\n.site-card{padding:1rem}');
    expect(joined.html).toContain(
      [
        '    <title>Commands</title>',
        `    <link rel="stylesheet" href="/${joined.file}">`,
        '    <link href="/assets/app-a1.css" rel="stylesheet" disabled>',
        '    <link href="/assets/site-ui-c3.css" rel="stylesheet" disabled>',
        '    <script type="module"',
      ].join('\n'),
    );
  });

  it('throws when a linked stylesheet is not in the build', async () => {
    await expect(joinStylesheets(page(['assets/app-a1.css', 'assets/gone.css']), read)).rejects.toThrow(
      'assets/gone.css is not in the build.',
    );
  });
});

const SHELL = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Warden</title>',
  '    <script type="module" crossorigin src="/assets/app-x1.js"></script>',
  `    ${link('assets/app-a1.css')}`,
  '  </head>',
  '  <body><div id="root"><script type="module" src="/assets/in-body.js"></script></div></body>',
  '</html>',
  '',
].join('\n');

describe('linkedFiles', () => {
  it('lists every /assets/ file the page links or loads, without the leading slash', async () => {
    expect(
      await linkedFiles(SHELL.replace('<title>', '<link rel="icon" href="/favicon.svg"><title>')),
    ).toEqual(new Set(['assets/app-x1.js', 'assets/app-a1.css', 'assets/in-body.js']));
  });
});

describe('assetLinks', () => {
  it('links the stylesheets, then the data files, then the chunks in their order', () => {
    const tags = assetLinks({
      css: ['assets/page-a.css'],
      js: ['assets/locale-choice-b.js', 'assets/page-c.js'],
      data: ['assets/site.en-d.json'],
    });
    expect(tags).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/page-a.css">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/site.en-d.json">',
      '<link rel="modulepreload" crossorigin href="/assets/locale-choice-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/page-c.js">',
    ]);
  });
});

describe('appendToHead', () => {
  it('adds the tags at the end of the head, one a line', async () => {
    const html = await appendToHead(SHELL, [
      '<link rel="modulepreload" href="/assets/a.js">',
      '<link rel="x">',
    ]);
    expect(html).toBe(
      SHELL.replace(
        '  </head>',
        '    <link rel="modulepreload" href="/assets/a.js">\n    <link rel="x">\n  </head>',
      ),
    );
  });

  it('throws when the page has no head end tag', async () => {
    await expect(appendToHead('<p>no head</p>', ['<link rel="x">'])).rejects.toThrow(
      'The page has no </head>.',
    );
  });
});

describe('scriptsAfterFirstPaint', () => {
  const preloads = '<link rel="modulepreload" crossorigin href="/assets/page-p1.js">';

  it('moves module scripts and preloads of the head into the template, the loader in their place', async () => {
    const html = await scriptsAfterFirstPaint(
      SHELL.replace('  </head>', `    ${preloads}\n  </head>`),
      '/assets/l.js',
    );
    expect(html).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <title>Warden</title>',
        `    ${link('assets/app-a1.css')}`,
        `    <template id="after-first-paint"><script type="module" crossorigin src="/assets/app-x1.js"></script>${preloads}</template>`,
        '    <script type="module" src="/assets/l.js"></script>',
        '  </head>',
        '  <body><div id="root"><script type="module" src="/assets/in-body.js"></script></div></body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('throws when the head has no module script', async () => {
    await expect(
      scriptsAfterFirstPaint(SHELL.replace(/<script.*?<\/script>\n/, ''), '/l.js'),
    ).rejects.toThrow('The page has no module script.');
  });

  it('throws when a module script in the head has its code inline', async () => {
    const inline = SHELL.replace(' crossorigin src="/assets/app-x1.js">', '>run()');
    await expect(scriptsAfterFirstPaint(inline, '/l.js')).rejects.toThrow(
      'A module script in the head has no src.',
    );
  });
});
