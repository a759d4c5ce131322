// Problem sentences: the schemas' English texts read as before in English and as whole sentences in another language.
import { afterEach, describe, expect, it } from 'vitest';
import { lengthSentence, problemSentence } from '#web/lib/embed/problem-sentence';
import { activateLocale } from '#web/lib/i18n/i18n';

afterEach(() => activateLocale('en', []));

describe('problemSentence', () => {
  it('reads in English as the label followed by the schema text', () => {
    expect(problemSentence('Title', 'must be at most 256 characters')).toBe(
      'Title must be at most 256 characters',
    );
    expect(problemSentence('Button URL', 'must be a valid http(s) URL')).toBe(
      'Button URL must be a valid http(s) URL',
    );
    expect(problemSentence('Embed', 'text must be at most 6000 characters in all (now 6001)')).toBe(
      'Embed text must be at most 6000 characters in all (now 6001)',
    );
    expect(problemSentence(undefined, "the embed's text must be at most 6000 characters in all")).toBe(
      "The embed's text must be at most 6000 characters in all",
    );
    expect(lengthSentence('Message', 2001, 2000)).toBe('Message is too long: 2001/2000 characters');
  });

  it('keeps a text it does not know in English, after the label', () => {
    expect(problemSentence('Title', 'Invalid input: expected string')).toBe(
      'Title Invalid input: expected string',
    );
    expect(problemSentence(undefined, 'odd one')).toBe('Odd one');
  });

  it('words each problem as one sentence of the active locale, with its numbers', async () => {
    await activateLocale('es', ['editors']);
    expect(problemSentence('Título', 'must be at most 256 characters')).toBe(
      'Título debe tener como máximo 256 caracteres',
    );
    expect(problemSentence(undefined, "the embed's text must be at most 6000 characters in all")).toBe(
      'El texto del embed puede tener como máximo 6000 caracteres en total',
    );
    await activateLocale('ar', ['editors']);
    const arabic = new Intl.NumberFormat('ar', { useGrouping: false });
    expect(lengthSentence('الرسالة', 2001, 2000)).toBe(
      `«الرسالة» أطول من اللازم: ${arabic.format(2001)}/${arabic.format(2000)} حرفًا`,
    );
  });
});
