// A transcript link's error replies: the Worker's English word for word, known codes worded in every other locale.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { TRANSCRIPT_TOO_LARGE_MESSAGE } from '#shared/constants/transcripts';
import { TRANSCRIPT_URL_REFUSALS } from '#shared/logic/transcript/transcript-url-policy';
import { transcriptErrorText } from '#web/features/transcripts/texts';
import { formatCount } from '#web/lib/i18n/format-count';
import { activateLocale, NAMESPACES, t } from '#web/lib/i18n/i18n';
import { NETWORK_ERROR_TEXT } from '#web/lib/server-message';

/** Each code the page words, with a message the Worker sends for it. */
const REPLIES = [
  ['transcript_expired', 'This transcript link has expired'],
  ['transcript_too_large', TRANSCRIPT_TOO_LARGE_MESSAGE],
  ['transcript_not_text', 'The link does not point to a text transcript (it is not UTF-8 text).'],
  ['transcript_too_many_redirects', 'The transcript host redirected more than 3 times.'],
  ['transcript_timeout', 'The transcript host took too long to answer. Please try again.'],
  ['transcript_unreachable', 'The transcript host could not be reached. Please try again.'],
] as const;

/** Every reason the Worker refuses a link for, as it writes it (code `transcript_url_refused`). */
const REFUSALS = Object.entries(TRANSCRIPT_URL_REFUSALS);

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

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

  it('shows every refused link and the network text as written in English', async () => {
    await activateLocale('en', NAMESPACES);
    for (const [, message] of REFUSALS) {
      expect(transcriptErrorText(message, 'transcript_url_refused')).toBe(message);
    }
    expect(transcriptErrorText(NETWORK_ERROR_TEXT, null)).toBe(NETWORK_ERROR_TEXT);
  });

  it("keeps the English catalogue's refusals the Worker's texts, word for word", async () => {
    await activateLocale('en', NAMESPACES);
    for (const [name, message] of REFUSALS) {
      const text = t(`transcripts.refusal.${name}` as Parameters<typeof t>[0], { max: '2048' });
      expect(text).toBe(message);
    }
  });

  it.each(OTHER_LOCALES)('words every refused link and the network text in %s', async (locale) => {
    await activateLocale(locale, NAMESPACES);
    for (const [, message] of REFUSALS) {
      const text = transcriptErrorText(message, 'transcript_url_refused');
      expect(text).not.toBe(message);
      expect(text).not.toMatch(/^transcripts\./);
    }
    const network = transcriptErrorText(NETWORK_ERROR_TEXT, null);
    expect(network).not.toBe(NETWORK_ERROR_TEXT);
    expect(network).not.toMatch(/^transcripts\./);
  });

  it("words a refusal's limit in the locale's digits and keeps an unknown refusal as it came", async () => {
    await activateLocale('ar', NAMESPACES);
    expect(transcriptErrorText(TRANSCRIPT_URL_REFUSALS.tooLong, 'transcript_url_refused')).toBe(
      `يتجاوز رابط نص المحادثة ${formatCount(2048)} حرفًا.`,
    );
    await activateLocale('es', NAMESPACES);
    expect(transcriptErrorText('Some new reason.', 'transcript_url_refused')).toBe('Some new reason.');
  });
});
