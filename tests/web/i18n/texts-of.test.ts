// textsOf: the plain messages directly under one catalogue section, by name, in the active locale.
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import englishTranscripts from '#web/locales/en/transcripts.json';

afterAll(() => activateLocale('en', NAMESPACES));

/** The names directly under `section` in the English transcripts catalogue whose text has no `{value}` to fill in. */
function plainNamesIn(section: string): string[] {
  return Object.entries(englishTranscripts)
    .filter(([key, text]) => key.startsWith(`${section}.`) && !text.includes('{'))
    .map(([key]) => key.slice(section.length + 1))
    .filter((name) => !name.includes('.'));
}

describe('textsOf', () => {
  it('gives the plain messages directly under a section, not those of the sections inside it', async () => {
    await activateLocale('en', NAMESPACES);
    const texts = textsOf('transcripts');
    expect(Object.keys(texts).sort()).toEqual(plainNamesIn('transcripts').sort());
    expect(texts).not.toHaveProperty('info.title');
    expect(texts).not.toHaveProperty('title');
    expect(textsOf('transcripts.info')).toMatchObject({ title: 'Transcript info', channel: 'Channel' });
    expect(textsOf('transcripts.tabs')).toEqual({
      link: 'Link',
      paste: 'Paste text',
      upload: 'Upload a file',
    });
  });

  it('leaves out the messages that take values', async () => {
    await activateLocale('en', NAMESPACES);
    expect(textsOf('transcripts')).not.toHaveProperty('fileTooLarge');
    expect(textsOf('transcripts.info')).not.toHaveProperty('countWithHeader');
    expect(Object.keys(textsOf('transcripts.info')).sort()).toEqual(plainNamesIn('transcripts.info').sort());
  });

  it('gives nothing for a section with no message, or for a whole key', async () => {
    await activateLocale('en', NAMESPACES);
    expect(textsOf('transcripts.nothingHere')).toEqual({});
    expect(textsOf('transcripts.tabs.link')).toEqual({});
  });

  it('reads the locale that is active when called', async () => {
    await activateLocale('de', NAMESPACES);
    expect(textsOf('transcripts.tabs')).toEqual({
      link: 'Per Link',
      paste: 'Text einfügen',
      upload: 'Datei hochladen',
    });
    await activateLocale('en', NAMESPACES);
    expect(textsOf('transcripts.tabs').link).toBe('Link');
  });
});
