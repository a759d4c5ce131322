// The editors' "used/limit" counters: numbers written by Intl.NumberFormat in the active locale, never as raw digits.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountedField } from '#web/components/counted-field';
import { formatUsage } from '#web/lib/i18n/format-count';
import { activateLocale } from '#web/lib/i18n/i18n';

const NumberFormat = Intl.NumberFormat;

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en', []);
});

/**
 * Makes Intl write Arabic-Indic digits for `ar`, as some browsers do (Node's ICU writes Latin
 * digits for `ar`), so a counter that skips Intl shows up as Latin digits.
 */
function arabicDigits() {
  class ArabicDigits extends NumberFormat {
    constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      super(locales === 'ar' ? 'ar-u-nu-arab' : locales, options);
    }
  }
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(ArabicDigits as typeof Intl.NumberFormat);
}

describe('the editors counters', () => {
  it('read 5/256 in English', () => {
    render(<CountedField label="Title" value="hello" onChange={() => {}} max={256} />);
    expect(screen.getByText('5/256')).toBeTruthy();
  });

  it("write the counter with the active locale's digits", async () => {
    arabicDigits();
    await activateLocale('ar', []);
    render(<CountedField label="العنوان" value="hello" onChange={() => {}} max={256} />);
    expect(screen.getByText('٥/٢٥٦')).toBeTruthy();
    expect(formatUsage(2001, 2000)).toBe('٢٠٠١/٢٠٠٠');
  });
});
