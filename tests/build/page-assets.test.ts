// The pre-renderer's head rewriting: a page's render-blocking stylesheets joined into one file, the originals kept as disabled markers.
import { describe, expect, it } from 'vitest';
import { joinStylesheets } from '#scripts/page-assets.mjs';

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
  it('links one file holding every stylesheet in order, and marks the originals disabled', () => {
    const files = Object.keys(STYLES);
    const joined = joinStylesheets(page(files), read);
    expect(joined.file).toMatch(/^assets\/styles-[\w-]{8}\.css$/);
    expect(joined.css).toBe('body{margin:0}\n.commands{display:grid}\n.site-card{padding:1rem}');
    expect(stylesheetTags(joined.html.slice(0, joined.html.indexOf('</head>')))).toEqual([
      link(joined.file ?? ''),
      ...files.map((file) => link(file).replace('>', ' disabled>')),
    ]);
  });

  it('keeps the rest of the page as it was, without blank lines', () => {
    const { html } = joinStylesheets(page(Object.keys(STYLES)), read);
    expect(html).toContain('    <title>Commands</title>\n    <link rel="stylesheet"');
    expect(html).toContain(
      ' disabled>\n    <script type="module" src="/assets/after-first-paint-x.js"></script>',
    );
    expect(html).toContain(`<body><div id="root">${link('assets/in-body.css')}</div></body>`);
    expect(html).not.toMatch(/\n\s*\n/);
  });

  it('names the file by its content: the same stylesheets give the same file, others another', () => {
    const first = joinStylesheets(page(Object.keys(STYLES)), read).file;
    expect(joinStylesheets(page(Object.keys(STYLES)), read).file).toBe(first);
    expect(joinStylesheets(page(['assets/app-a1.css', 'assets/site-ui-c3.css']), read).file).not.toBe(first);
  });

  it('leaves a page with one stylesheet unchanged', () => {
    const html = page(['assets/app-a1.css']);
    expect(joinStylesheets(html, read)).toEqual({ html });
  });

  it('throws when a linked stylesheet is not in the build', () => {
    expect(() => joinStylesheets(page(['assets/app-a1.css', 'assets/gone.css']), read)).toThrow(
      'assets/gone.css is not in the build.',
    );
  });
});
