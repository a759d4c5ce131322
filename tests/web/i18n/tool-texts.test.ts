// The dashboard tools' texts in another locale: whole sentences from the catalogue, with numbers and times through Intl.
import { afterAll, describe, expect, it } from 'vitest';
import { AUTORESPONDER_TEXTS } from '#web/features/autoresponders/texts';
import { entrySummary, TOOL_NAMES } from '#web/features/history/texts';
import { ROLE_TEXTS } from '#web/features/role-config/texts';
import { conflictSentence } from '#web/lib/edit-conflict-texts';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { otherAdminEntry } from '../support/history-base';

const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);

afterAll(() => activateLocale('en', NAMESPACES));

describe('the tool texts in German', () => {
  it('words the edit-conflict sentence as one German sentence with a German relative time', async () => {
    await activateLocale('de', NAMESPACES);
    const entry = { ...otherAdminEntry('1100000000000000001', 'prefix'), at: NOW - 2 * 60_000 };
    expect(conflictSentence(entry, 'prefix', NOW)).toBe('Noah hat vor 2 Minuten das Befehlspräfix geändert');
    expect(conflictSentence({ ...entry, actor: null }, 'welcome', NOW)).toBe(
      'Ein anderer Admin hat vor 2 Minuten die Willkommensnachricht geändert',
    );
  });

  it('reads every text object again after the locale changed', async () => {
    await activateLocale('en', NAMESPACES);
    expect(ROLE_TEXTS.owner.name).toBe('Owner');
    await activateLocale('de', NAMESPACES);
    expect(ROLE_TEXTS.owner.name).toBe('Eigentümer');
    expect(TOOL_NAMES.welcome).toBe('Willkommensnachricht');
    expect(entrySummary('autoresponders', 'delete', 'hi')).toBe('hat den Autoresponder „hi“ gelöscht');
  });
});

describe('the tool texts in Arabic', () => {
  it('writes counts and limits with the locale’s digits', async () => {
    await activateLocale('ar', NAMESPACES);
    const digits = (value: number) => new Intl.NumberFormat('ar', { useGrouping: false }).format(value);
    expect(AUTORESPONDER_TEXTS.listHeading(2)).toBe(`الردود التلقائية (${digits(2)}/${digits(3)})`);
    expect(AUTORESPONDER_TEXTS.responseTooLong(2000)).toBe(`يجب ألا يتجاوز رد البوت ${digits(2000)} حرفًا`);
  });
});
