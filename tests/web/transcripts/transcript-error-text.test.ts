// A transcript link's error replies: the Worker's English word for word, every one of its texts worded in every other locale.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import {
  HTTP_STATUS_NAMES,
  TRANSCRIPT_ERROR_CODES,
  TRANSCRIPT_FIXED_ERRORS,
  transcriptErrorMessages,
} from '#shared/logic/transcript/transcript-error-messages';
import { TRANSCRIPT_URL_REFUSALS } from '#shared/logic/transcript/transcript-url-policy';
import { transcriptErrorText } from '#web/features/transcripts/texts';
import { formatCount } from '#web/lib/i18n/format-count';
import { activateLocale, type MessageKey, NAMESPACES, t } from '#web/lib/i18n/i18n';
import { NETWORK_ERROR_TEXT } from '#web/lib/server-message';

/** Every reason the Worker refuses a link for, as it writes it (code `transcript_url_refused`). */
const REFUSALS = Object.entries(TRANSCRIPT_URL_REFUSALS);

/** Statuses whose host replies the tests word: named ones, an unnamed 4xx and an unnamed 5xx. */
const STATUSES = [404, 429, 500, 418, 599];

/** Every error reply the Worker sends for a transcript link: [code, message]. */
const REPLIES: readonly (readonly [string, string])[] = [
  ...Object.values(TRANSCRIPT_FIXED_ERRORS).map(({ code, message }) => [code, message] as const),
  ...REFUSALS.map(([, reason]) => [TRANSCRIPT_ERROR_CODES.refused, reason] as const),
  ...REFUSALS.map(
    ([, reason]) =>
      [TRANSCRIPT_ERROR_CODES.redirectRefused, transcriptErrorMessages.redirectRefused(reason)] as const,
  ),
  ...STATUSES.flatMap((status) => [
    [TRANSCRIPT_ERROR_CODES.upstreamStatus, transcriptErrorMessages.discordStatus(status)] as const,
    [TRANSCRIPT_ERROR_CODES.upstreamStatus, transcriptErrorMessages.hostStatus(status)] as const,
  ]),
];

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

afterAll(() => activateLocale('en', NAMESPACES));

describe('transcriptErrorText', () => {
  it.each(REPLIES)('shows %s "%s" as the Worker wrote it in English', async (code, message) => {
    await activateLocale('en', NAMESPACES);
    expect(transcriptErrorText(message, code)).toBe(message);
  });

  it('shows the network text as written in English', async () => {
    await activateLocale('en', NAMESPACES);
    expect(transcriptErrorText(NETWORK_ERROR_TEXT, null)).toBe(NETWORK_ERROR_TEXT);
  });

  it.each(
    OTHER_LOCALES.flatMap((locale) => REPLIES.map(([code, message]) => [locale, code, message] as const)),
  )('words, in %s, %s "%s"', async (locale, code, message) => {
    await activateLocale(locale, NAMESPACES);
    const text = transcriptErrorText(message, code);
    expect(text).not.toBe(message);
    expect(text).not.toMatch(/transcripts\.|[{}]/);
  });

  it.each(OTHER_LOCALES)('words the network text in %s', async (locale) => {
    await activateLocale(locale, NAMESPACES);
    const network = transcriptErrorText(NETWORK_ERROR_TEXT, null);
    expect(network).not.toBe(NETWORK_ERROR_TEXT);
    expect(network).not.toMatch(/^transcripts\./);
  });

  it("keeps the English catalogue the Worker's texts, word for word", async () => {
    await activateLocale('en', NAMESPACES);
    for (const [name, message] of REFUSALS) {
      expect(t(`transcripts.refusal.${name}` as MessageKey, { max: '2048' })).toBe(message);
    }
    for (const [name, { message }] of Object.entries(TRANSCRIPT_FIXED_ERRORS)) {
      expect(t(`transcripts.serverError.${name}` as MessageKey, { size: '50', max: '3' })).toBe(message);
    }
    for (const [name, text] of Object.entries(HTTP_STATUS_NAMES)) {
      expect(t(`transcripts.httpStatus.${name}` as MessageKey)).toBe(text);
    }
    expect(t('transcripts.serverError.discordStatus', { status: '500' })).toBe(
      transcriptErrorMessages.discordStatus(500),
    );
    expect(t('transcripts.serverError.hostStatus', { status: '404', name: 'Not Found' })).toBe(
      transcriptErrorMessages.hostStatus(404),
    );
    const reason = TRANSCRIPT_URL_REFUSALS.host;
    expect(t('transcripts.serverError.redirectRefused', { reason })).toBe(
      transcriptErrorMessages.redirectRefused(reason),
    );
  });

  it("words the status, its name and a redirect's reason in the locale", async () => {
    await activateLocale('de', NAMESPACES);
    expect(transcriptErrorText(transcriptErrorMessages.hostStatus(404), 'transcript_upstream_status')).toBe(
      'Abruf fehlgeschlagen: 404 Nicht gefunden',
    );
    expect(transcriptErrorText(transcriptErrorMessages.hostStatus(418), 'transcript_upstream_status')).toBe(
      'Abruf fehlgeschlagen: 418 Fehler in der Anfrage',
    );
    expect(
      transcriptErrorText(
        transcriptErrorMessages.redirectRefused(TRANSCRIPT_URL_REFUSALS.notHttps),
        'transcript_redirect_refused',
      ),
    ).toBe(
      'Der Server des Transkripts hat auf einen Link weitergeleitet, den wir nicht öffnen dürfen. Links zu Transkripten müssen mit https:// beginnen.',
    );
    await activateLocale('ar', NAMESPACES);
    expect(transcriptErrorText('Discord CDN returned 503', 'transcript_upstream_status')).toBe(
      `ردّت شبكة Discord لتوزيع المحتوى بالرمز ${formatCount(503)}`,
    );
    expect(transcriptErrorText(TRANSCRIPT_URL_REFUSALS.tooLong, 'transcript_url_refused')).toBe(
      `يتجاوز رابط نص المحادثة ${formatCount(2048)} حرفًا.`,
    );
  });

  it('keeps a text it does not know, and a reply without a code, as they came', async () => {
    await activateLocale('es', NAMESPACES);
    expect(transcriptErrorText('Discord CDN returned soon', 'transcript_upstream_status')).toBe(
      'Discord CDN returned soon',
    );
    expect(transcriptErrorText('Failed to fetch: 404 Teapot', 'transcript_upstream_status')).toBe(
      'Failed to fetch: 404 Teapot',
    );
    expect(transcriptErrorText('Some new reason.', 'transcript_url_refused')).toBe('Some new reason.');
    expect(transcriptErrorText('HTTP 500', null)).toBe('HTTP 500');
    expect(transcriptErrorText('x', 'toString')).toBe('x');
    expect(
      transcriptErrorText(
        'The transcript host redirected more than 3 times.',
        'transcript_too_many_redirects',
      ),
    ).toBe('El servidor de la transcripción redirigió más de 3 veces.');
  });
});
