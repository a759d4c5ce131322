// A transcript link's error replies: the Worker's English word for word, known codes worded in every other locale.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { TRANSCRIPT_TOO_LARGE_MESSAGE } from '#shared/constants/transcripts';
import { transcriptErrorText } from '#web/features/transcripts/texts';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';

/** Each code the page words, with a message the Worker sends for it. */
const REPLIES = [
  ['transcript_expired', 'This transcript link has expired'],
  ['transcript_too_large', TRANSCRIPT_TOO_LARGE_MESSAGE],
  ['transcript_not_text', 'The link does not point to a text transcript (it is not UTF-8 text).'],
  ['transcript_too_many_redirects', 'The transcript host redirected more than 3 times.'],
  ['transcript_timeout', 'The transcript host took too long to answer. Please try again.'],
  ['transcript_unreachable', 'The transcript host could not be reached. Please try again.'],
] as const;

afterAll(() => activateLocale('en', NAMESPACES));

describe('transcriptErrorText', () => {
  it.each(REPLIES)('shows %s as the Worker wrote it in English', async (code, message) => {
    await activateLocale('en', NAMESPACES);
    expect(transcriptErrorText(message, code)).toBe(message);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('words every known code in %s', async (locale) => {
    await activateLocale(locale, NAMESPACES);
    for (const [code, message] of REPLIES) {
      const text = transcriptErrorText(message, code);
      expect(text).not.toBe(message);
      expect(text).not.toMatch(/^transcripts\./);
    }
  });

  it('keeps a reason it cannot word, and a reply without a code, as they came', async () => {
    await activateLocale('de', NAMESPACES);
    expect(transcriptErrorText('Discord CDN returned 500', 'transcript_upstream_status')).toBe(
      'Discord CDN returned 500',
    );
    expect(transcriptErrorText('HTTP 500', null)).toBe('HTTP 500');
    expect(transcriptErrorText('x', 'toString')).toBe('x');
    expect(
      transcriptErrorText(
        'The transcript host redirected more than 3 times.',
        'transcript_too_many_redirects',
      ),
    ).toBe('Der Server des Transkripts hat mehr als 3-mal weitergeleitet.');
  });
});
