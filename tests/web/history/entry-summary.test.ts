// The Logs page's sentence per tool: every recorded tool says what changed, only the history's own entry says it was cleared.
import { describe, expect, it } from 'vitest';
import { HISTORY_TOOLS } from '#shared/constants/history';
import { entrySummary } from '#web/features/history/texts';

describe('entrySummary', () => {
  it.each(HISTORY_TOOLS.filter((tool) => tool !== 'history'))('gives %s a sentence of its own', (tool) => {
    expect(entrySummary(tool, 'update', 'VIP')).not.toBe('cleared the history');
  });

  it('says the history was cleared for its own entry', () => {
    expect(entrySummary('history', 'clear', '')).toBe('cleared the history');
  });

  it('names the role and the trigger a change was about', () => {
    expect(entrySummary('roles', 'update', 'VIP')).toBe('changed the VIP role');
    expect(entrySummary('autoresponders', 'create', 'hello')).toBe('added the autoresponder “hello”');
    expect(entrySummary('autoresponders', 'delete', 'hello')).toBe('deleted the autoresponder “hello”');
  });
});
