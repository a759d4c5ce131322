// The editors' texts that once stayed English (share-link errors, list headings): English word for word, translated elsewhere.
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { EMBED_LABELS } from '#web/features/embed-sender/texts';
import { RoleButtonList } from '#web/features/reaction-roles/components/role-button-list';
import { emptyRoleButton } from '#web/lib/embed/reaction-role-payload';
import { decodeShareFragment, SHARE_LINK_ERRORS } from '#web/lib/embed/share-codec';
import { readSharedDraft, SHARED_DRAFT_ERRORS } from '#web/lib/embed/shared-draft';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';

const ENGLISH_LINK_ERRORS = {
  empty: 'This link holds no draft. Ask for the link again and copy all of it.',
  tooLong: 'This link is too long to be a draft from Warden, so it was not opened.',
  unknownTool: 'This link is not a Warden share link, or it comes from a newer version of Warden.',
  broken: 'This link is broken (part of it may be missing). Ask for the link again and copy all of it.',
  tooLarge: 'This link unpacks to more than any draft can hold, so it was not opened.',
};
const ENGLISH_DRAFT_ERRORS = {
  'embed-generator': "This link's embed could not be read",
  'welcome-config': "This link's welcome message could not be read",
  'reaction-role': "This link's reaction-role message could not be read",
};
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

afterAll(() => activateLocale('en', NAMESPACES));

describe('the share-link errors', () => {
  it('are the English texts word for word in English', async () => {
    await activateLocale('en', NAMESPACES);
    expect({ ...SHARE_LINK_ERRORS }).toEqual(ENGLISH_LINK_ERRORS);
    expect({ ...SHARED_DRAFT_ERRORS }).toEqual(ENGLISH_DRAFT_ERRORS);
  });

  it.each(OTHER_LOCALES)('are translated in %s', async (locale) => {
    await activateLocale(locale, NAMESPACES);
    for (const [name, english] of Object.entries(ENGLISH_LINK_ERRORS)) {
      const text = SHARE_LINK_ERRORS[name as keyof typeof ENGLISH_LINK_ERRORS];
      expect(text).not.toBe(english);
      expect(text).not.toMatch(/^editors\./);
    }
    for (const [tool, english] of Object.entries(ENGLISH_DRAFT_ERRORS)) {
      const text = SHARED_DRAFT_ERRORS[tool as keyof typeof ENGLISH_DRAFT_ERRORS];
      expect(text).not.toBe(english);
      expect(text).not.toMatch(/^editors\./);
    }
  });

  it('reach the shared-draft page in the active locale', async () => {
    await activateLocale('es', NAMESPACES);
    expect(await decodeShareFragment('')).toEqual({
      ok: false,
      error: 'Este enlace no contiene ningún borrador. Pide el enlace de nuevo y cópialo completo.',
    });
    const read = await readSharedDraft('role-config.abc');
    expect(read).toEqual({
      ok: false,
      error:
        'Este enlace no es un enlace para compartir de Warden, o viene de una versión más reciente de Warden.',
    });
  });
});

describe('the role buttons heading', () => {
  const renderList = () =>
    render(
      <RoleButtonList
        rows={[emptyRoleButton()]}
        roles={[]}
        emojis={[]}
        botHighestRolePosition={undefined}
        problemAt={() => undefined}
        onChange={() => {}}
      />,
    );

  it('reads "Role buttons" in English', async () => {
    await activateLocale('en', NAMESPACES);
    renderList();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Role buttons 1/5');
  });

  it.each([
    ['de', 'Rollen-Buttons'],
    ['ar', 'أزرار الرتب'],
  ] as const)('is translated in %s', async (locale, heading) => {
    await activateLocale(locale, NAMESPACES);
    renderList();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(new RegExp(`^${heading} `));
  });
});

describe('the embed field heading', () => {
  it('reads "Field 2" in English and is translated in every other locale', async () => {
    await activateLocale('en', NAMESPACES);
    expect(EMBED_LABELS.fieldHeading(2)).toBe('Field 2');
    for (const locale of OTHER_LOCALES) {
      await activateLocale(locale, NAMESPACES);
      expect(EMBED_LABELS.fieldHeading(2)).not.toBe('Field 2');
    }
    await activateLocale('de', NAMESPACES);
    expect(EMBED_LABELS.fieldHeading(2)).toBe('Feld 2');
  });
});
