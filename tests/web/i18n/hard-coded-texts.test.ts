// No text a person reads is written into the translated components: it comes from the message catalogues.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The parts of the app whose texts are translated: their components must show catalogue texts
 * only. Add a folder here once its texts come from the catalogues (docs/i18n.md).
 */
const TRANSLATED = [
  'web/src/features/home',
  'web/src/features/commands',
  'web/src/features/catalog',
  'web/src/features/premium',
  'web/src/features/team',
  'web/src/features/contact',
  'web/src/features/coming-soon',
  'web/src/features/legal',
  'web/src/components/site',
  'web/src/app/layouts/public-layout.tsx',
  'web/src/app/not-found-page.tsx',
  'web/src/app/route-error.tsx',
  'web/src/features/autoresponders',
  'web/src/features/role-config',
  'web/src/features/history',
  'web/src/components/history-diff.tsx',
  'web/src/components/history-settings-diff.tsx',
  'web/src/components/edit-conflict-notice.tsx',
  'web/src/components/lazy-edit-conflict-notice.tsx',
  // the dashboard's frame and shared components (namespace `dashboard`)
  'web/src/app/layouts/shell',
  'web/src/app/layouts/dashboard-layout.tsx',
  'web/src/app/layouts/server-layout.tsx',
  'web/src/app/dashboard-root.tsx',
  'web/src/features/dashboard',
  'web/src/features/auth',
  'web/src/features/verification',
  'web/src/components/action-row.tsx',
  'web/src/components/busy-button.tsx',
  'web/src/components/confirm-dialog.tsx',
  'web/src/components/status-message.tsx',
  'web/src/components/status-text.tsx',
  'web/src/components/demo-mode-notice.tsx',
  'web/src/components/panel.tsx',
  'web/src/components/fact-list.tsx',
  'web/src/components/tabs.tsx',
  'web/src/components/search-box.tsx',
  'web/src/components/select-field.tsx',
  'web/src/components/channel-select.tsx',
  'web/src/components/spinner.tsx',
  'web/src/components/navigation-progress.tsx',
  'web/src/components/tool-page.tsx',
  'web/src/components/tool-form.tsx',
  'web/src/components/tips-panel.tsx',
  'web/src/components/lockable-button.tsx',
  'web/src/components/file-open-input.tsx',
  'web/src/components/live-region.tsx',
  'web/src/components/theme-switch.tsx',
  'web/src/components/undo-redo-buttons.tsx',
  'web/src/components/server-icon.tsx',
  'web/src/components/user-avatar.tsx',
  'web/src/components/avatar.tsx',
  'web/src/features/transcripts',
  // the three editors and their shared parts (namespaces `editors`, `embed-sender`, `welcomer`, `reaction-roles`)
  'web/src/features/embed-sender',
  'web/src/features/welcomer',
  'web/src/features/reaction-roles',
  'web/src/features/shared-drafts',
  'web/src/components/autocomplete',
  'web/src/components/message-preview',
  'web/src/components/template-gallery.tsx',
  'web/src/components/share-link-button.tsx',
  'web/src/components/draft-problems.tsx',
  'web/src/components/embed-notes.tsx',
  'web/src/components/field-notes.tsx',
  'web/src/components/counted-field.tsx',
  'web/src/components/color-input.tsx',
];

/** Every .tsx file under `path` (or `path` itself). */
function componentFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.tsx') ? [path] : [];
  return readdirSync(path).flatMap((name) => componentFiles(join(path, name)));
}

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = /\b(aria-label|aria-description|title|placeholder|alt|label)="([^"]*[A-Za-z][^"]*)"/g;

/**
 * The hard-coded texts of a component's source: words between JSX tags (`>Save<`), also when an
 * expression follows them (`>Field {number}<`) or comes before them up to a closing tag
 * (`{texts.label} (optional)</label>`), and literal readable attributes
 * (`aria-label="Main"`). Comments are ignored, and so is code that happens to sit
 * between `>` and `<` (comparisons, arrows), which holds operators a text would not.
 */
function hardCodedTexts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');
  const words = (pattern: RegExp, operators: RegExp) =>
    [...code.matchAll(pattern)]
      .map((match) => (match[1] ?? '').trim())
      .filter((text) => /[A-Za-z]{2,}/.test(text) && !operators.test(text));
  const between = words(/(?<![=-])>([^<>{}]*)(?=[<{])/g, /[=;()?&|]/);
  // after an expression, up to a closing tag: code is rare there, parentheses in a text are not
  const trailing = words(/\}([^<>{}]*)(?=<\/)/g, /[=;?&|]/);
  const attributes = [...code.matchAll(READ_ATTRIBUTES)].map((match) => match[0]);
  return [...between, ...trailing, ...attributes];
}

describe('hardCodedTexts', () => {
  it('finds words between tags and readable literal attributes, not code', () => {
    const source = [
      '<nav aria-label="Main"><button>Save now</button>{texts.ok}</nav>',
      '// a comment with <b>words</b>',
      'const wide = width > 400 && width < 1075;',
      '<span aria-hidden="true">↗</span><p className="x">{texts.lead}</p>',
      "<h2>Role buttons{' '}<span>{count}</span></h2>",
      '<label>{texts.enabled} (optional)</label>',
      // a template literal after an arrow: `chip${on ? ' on' : ''}`
      'const chip = (on) => `chip pointer$' + "{on ? ' on' : ''}`;",
    ].join('\n');
    expect(hardCodedTexts(source)).toEqual(['Save now', 'Role buttons', '(optional)', 'aria-label="Main"']);
  });
});

describe.each(TRANSLATED)('the components in %s', (folder) => {
  it('hold no hard-coded text', () => {
    const found = componentFiles(folder).flatMap((file) =>
      hardCodedTexts(readFileSync(file, 'utf8')).map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
