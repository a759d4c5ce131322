// Exports of the shown messages: a self-contained HTML page with every text escaped and no script, and JSON.
import { describe, expect, it } from 'vitest';
import { describeFilters, exportHtml, exportJson } from '#web/features/transcripts/logic/export-view';
import { emptyHeader } from '#web/features/transcripts/logic/parse-transcript';
import type { StreamedMessage } from '#web/features/transcripts/logic/stream-transcript';
import { NO_FILTERS } from '#web/features/transcripts/logic/transcript-filters';
import { transcriptTexts as texts } from '#web/features/transcripts/texts';

const EVIL = '<script>alert(1)</script><img src=x onerror="alert(2)">';
const MESSAGE: StreamedMessage = {
  number: 7,
  timestamp: 'Mon, 06 Jan 2025 14:03:22 GMT',
  time: Date.parse('2025-01-06T14:03:22Z'),
  author: `mallory${EVIL}`,
  bot: true,
  content: `hi ${EVIL}\n& bye`,
  embeds: [{ title: `T${EVIL}`, description: `D${EVIL}` }],
  reactions: [{ emoji: `<:x:1>${EVIL}`, count: 2 }],
  textLength: 10,
};
const INPUT = {
  header: { ...emptyHeader(), channel: `#c${EVIL}`, closedBy: { label: 'Closed by', value: `m${EVIL}` } },
  messages: [MESSAGE],
  total: 40,
  filters: { ...NO_FILTERS, authors: [`mallory${EVIL}`], who: 'bots' as const },
  at: Date.parse('2025-01-07T10:00:00Z'),
};

describe('exportHtml', () => {
  const html = exportHtml(INPUT);

  it('holds no script, no event handler and nothing from outside', () => {
    expect(html).not.toMatch(/<script|<img|<link|<iframe|<a /i);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const attributes = [...doc.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(attributes.filter((name) => name.startsWith('on') || name === 'src' || name === 'href')).toEqual(
      [],
    );
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    );
  });

  it('escapes every text and keeps it readable', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe(`Transcript #c${EVIL}`);
    const message = doc.getElementById('message-7');
    expect(message?.querySelector('.author')?.textContent).toBe(`mallory${EVIL}`);
    expect(message?.querySelector('.bot')?.textContent).toBe('BOT');
    expect(message?.querySelector('.text')?.textContent).toBe(`hi ${EVIL}\n& bye`);
    expect(message?.querySelector('.embed-title')?.textContent).toBe(`T${EVIL}`);
    expect(message?.querySelector('.reactions')?.textContent).toBe(`<:x:1>${EVIL} 2`);
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
  });

  it("heads the page with the transcript's info and the filters used", () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const info = [...doc.querySelectorAll('.info div')].map((row) => row.textContent);
    expect(info).toContain(`${texts.info.channel}#c${EVIL}`);
    expect(info).toContain(`${texts.info.messages}${texts.filters.shown(1, 40)}`);
    expect([...doc.querySelectorAll('.filters li')].map((li) => li.textContent)).toEqual([
      texts.exported.authors([`mallory${EVIL}`]),
      texts.exported.botsOnly,
    ]);
    expect(describeFilters(NO_FILTERS)).toEqual([texts.exported.noFilters]);
  });
});

describe('exportJson', () => {
  it('holds the info, the filters and the shown messages with ISO times', () => {
    const data = JSON.parse(exportJson(INPUT));
    expect(data).toMatchObject({
      channel: `#c${EVIL}`,
      totalMessages: 40,
      shownMessages: 1,
      exportedAt: '2025-01-07T10:00:00.000Z',
      filters: { authors: [`mallory${EVIL}`], who: 'bots', from: null },
    });
    expect(data.messages).toEqual([
      {
        number: 7,
        timestamp: MESSAGE.timestamp,
        time: '2025-01-06T14:03:22.000Z',
        author: MESSAGE.author,
        bot: true,
        content: MESSAGE.content,
        embeds: MESSAGE.embeds,
        reactions: MESSAGE.reactions,
      },
    ]);
  });
});
