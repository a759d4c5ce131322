// The section-8 dashboard error texts, mapped from failed API calls in one place.
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { ApiRequestError } from '#web/lib/api-client';
import { dashboardErrorText, failureReason, isRetryable, isSessionRejected } from '#web/lib/api-errors';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { NETWORK_ERROR_TEXT } from '#web/lib/server-message';

const http = (status: number, serverMessage?: string) =>
  new ApiRequestError('http', serverMessage ?? `HTTP ${status}`, status, serverMessage);

describe('dashboardErrorText', () => {
  it.each([
    [new ApiRequestError('timeout', 'x'), 'Request timeout - please check your connection'],
    [new ApiRequestError('network', 'x'), 'Network error - please check your internet connection'],
    [new ApiRequestError('invalid', 'x'), 'Invalid response data structure'],
    [http(403, 'nope'), "Forbidden: You don't have admin permissions for this server."],
    [http(404), 'Server not found or bot is not present in this server.'],
    [http(500), 'Server responded with status: 500'],
    [http(502, 'The bot API failed'), 'Server responded with status: 502'],
    [
      new ApiRequestError('http', 'Too many requests, try again in 42 s.', 429, undefined, undefined, 42),
      'Too many requests, try again in 42 s.',
    ],
    [new Error('Something specific broke'), 'Something specific broke'],
    [new Error(''), 'An unexpected error occurred'],
    ['a string', 'An unexpected error occurred'],
  ])('maps %o to the spec text', (error, text) => {
    expect(dashboardErrorText(error)).toBe(text);
  });
});

describe('isSessionRejected', () => {
  it('is true for 401 and 403 only', () => {
    expect([401, 403, 404, 500].map((status) => isSessionRejected(http(status)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isSessionRejected(new ApiRequestError('network', 'x'))).toBe(false);
  });
});

describe('isRetryable', () => {
  it('retries failures without a reply and 5xx/408 at once, not 429 or other 4xx', () => {
    expect(isRetryable(new ApiRequestError('timeout', 'x'))).toBe(true);
    expect(isRetryable(new ApiRequestError('network', 'x'))).toBe(true);
    expect(isRetryable(new ApiRequestError('invalid', 'x'))).toBe(true);
    expect([500, 502, 504, 408].every((status) => isRetryable(http(status)))).toBe(true);
    expect([400, 401, 403, 404, 409, 429].some((status) => isRetryable(http(status)))).toBe(false);
  });
});

describe('failureReason', () => {
  const network = new ApiRequestError('network', NETWORK_ERROR_TEXT);
  afterAll(() => activateLocale('en', NAMESPACES));

  it("gives a failed call's own message word for word in English", async () => {
    await activateLocale('en', NAMESPACES);
    expect(failureReason(network)).toBe(NETWORK_ERROR_TEXT);
    expect(failureReason(http(500, 'The bot API failed'))).toBe('The bot API failed');
    expect(failureReason(http(502))).toBe('HTTP 502');
    expect(failureReason(new Error('Boom'))).toBe('Boom');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('words a network failure in %s', async (locale) => {
    await activateLocale(locale, NAMESPACES);
    const text = failureReason(network);
    expect(text).not.toBe(NETWORK_ERROR_TEXT);
    expect(text).not.toMatch(/^dashboard\./);
    expect(failureReason(http(500, 'The bot API failed'))).toBe('The bot API failed');
  });
});
