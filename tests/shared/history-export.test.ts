// The change history as CSV: header row, quoting, spreadsheet-formula guard, empty admin columns.
import { describe, expect, it } from 'vitest';
import { csvField, historyCsv } from '#shared/logic/history-export';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@cmd')).toBe("'@cmd");
  });
});

describe('historyCsv', () => {
  it('writes a header and one CRLF row per entry, with empty admin columns when unknown', () => {
    const csv = historyCsv([
      {
        id: 3,
        serverId: '1',
        at: Date.UTC(2026, 0, 2, 3, 4, 5),
        actor: null,
        tool: 'embed',
        action: 'send',
        body: { content: 'Hi' },
        before: null,
        beforeState: 'none',
      },
    ]);
    expect(csv).toBe(
      'id,time,admin_id,admin_name,tool,action,before,sent\r\n3,2026-01-02T03:04:05.000Z,,,embed,send,,"{""content"":""Hi""}"\r\n',
    );
  });
});
