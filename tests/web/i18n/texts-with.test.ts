// textsWith: one function per message of a section, each filling in its one placeholder in the active locale.
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { textsWith } from '#web/lib/i18n/texts-with';

afterAll(() => activateLocale('en', NAMESPACES));

describe('textsWith', () => {
  it('gives exactly the named messages, each filling in the placeholder', async () => {
    await activateLocale('en', NAMESPACES);
    const texts = textsWith('embedSender', 'number', ['fieldHeading', 'removeField']);
    expect(Object.keys(texts)).toEqual(['fieldHeading', 'removeField']);
    expect(texts.fieldHeading(2)).toBe('Field 2');
    expect(texts.removeField('3')).toBe('Remove field 3');
  });

  it('reads the locale that is active when a function is called', async () => {
    const texts = textsWith('embedSender', 'number', ['removeField']);
    await activateLocale('de', NAMESPACES);
    expect(texts.removeField(1)).toBe('Feld 1 entfernen');
  });
});
