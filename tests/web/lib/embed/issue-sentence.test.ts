// A JSON import's schema problems: zod's English messages unchanged in English, whole sentences in every other locale.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { parseDraftJson } from '#web/lib/embed/embed-json';
import { issueSentence } from '#web/lib/embed/issue-sentence';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';

/** Each kind of problem an import can meet, as JSON and as the English detail after 'does not fit'. */
const PROBLEMS = [
  ['{"embeds":[{"title":5}]}', 'embeds[0].title: Invalid input: expected string, received number'],
  ['{"embeds":"x"}', 'embeds: Invalid input: expected array, received string'],
  ['{"content":"a","embeds":[null]}', 'embeds[0]: Invalid input: expected object, received null'],
  [
    '{"embeds":[{"fields":[{"inline":"y"}]}]}',
    'embeds[0].fields[0].inline: Invalid input: expected boolean, received string',
  ],
  ['{"components":[{}]}', 'components[0].type: Invalid input: expected number, received undefined'],
  ['{"embeds":[{"color":1.5}]}', 'embeds[0].color: Invalid input'],
  ['{"embeds":[{"color":99999999}]}', 'embeds[0].color: Too big: expected number to be <=16777215'],
  ['{"embeds":[{"color":-1}]}', 'embeds[0].color: Too small: expected number to be >=0'],
  ['{"embeds":[{"color":"red"}]}', 'embeds[0].color: must be a hex colour'],
] as const;

const errorOf = (json: string) => {
  const read = parseDraftJson(json);
  return read.ok ? '' : read.error;
};

afterAll(() => activateLocale('en', NAMESPACES));

describe('a JSON import that does not fit', () => {
  it.each(PROBLEMS)('words %s as zod does in English', async (json, detail) => {
    await activateLocale('en', NAMESPACES);
    expect(errorOf(json)).toBe(`This JSON does not fit a Discord message: ${detail}`);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('words every problem in %s', async (locale) => {
    await activateLocale(locale, NAMESPACES);
    for (const [json, detail] of PROBLEMS) {
      const at = detail.indexOf(': ');
      const [path, message] = [detail.slice(0, at), detail.slice(at + 2)];
      const error = errorOf(json);
      expect(error).toContain(`${path}: `);
      expect(error).not.toContain(message);
      expect(error).not.toMatch(/editors\./);
    }
  });

  it('names the types in the sentence (German)', async () => {
    await activateLocale('de', NAMESPACES);
    expect(errorOf(PROBLEMS[0][0])).toBe(
      'Dieses JSON passt nicht zu einer Discord-Nachricht: embeds[0].title: Ungültiger Wert: Text erwartet, Zahl erhalten',
    );
    expect(issueSentence('Too big: expected number to be <=16777215')).toBe(
      'Zu groß: Die Zahl darf höchstens 16777215 sein',
    );
  });

  it('leaves a message it does not know as zod wrote it', async () => {
    await activateLocale('es', NAMESPACES);
    expect(issueSentence('Invalid input: expected int, received number')).toBe(
      'Valor no válido: se esperaba int y se recibió número',
    );
    expect(issueSentence('Unrecognized key: "x"')).toBe('Unrecognized key: "x"');
  });
});
