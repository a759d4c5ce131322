// The transcript viewer: loading through the worker, errors, paste and upload, info, search, filter, links, download, 50,000 rows.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSCRIPT_TIMING } from '#shared/constants/transcripts';
import { paths } from '#shared/site-routes';
import TranscriptPage from '#web/features/transcripts/routes/transcript-page';
import { transcriptTexts as texts } from '#web/features/transcripts/texts';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { createStore } from '#web/lib/jotai';
import { installApiStub, type RecordedCall, type StubReply } from '../support/api-stub';
import { announced, expectAnnounced, findAnnouncement, landing, renderPage } from '../support/render-app';

const api = installApiStub();

const LINK = 'https://cdn.discordapp.com/attachments/1/2/transcript.txt';
const TRANSCRIPT = [
  'Channel: #ticket-0042',
  'Closed by: maya.mod',
  'Closed at: Mon, 06 Jan 2025 14:20:00 GMT',
  'Total Messages: 3',
  '',
  '[Mon, 06 Jan 2025 14:03:22 GMT] Warden [BOT]:',
  'Welcome to your **ticket**!',
  'Embed Title: Support Ticket',
  'Description: A moderator will be with you shortly.',
  'Reactions: 🎫 2',
  '',
  '[Mon, 06 Jan 2025 14:03:40 GMT] alex_k:',
  "I can't see the rules channel.",
  '',
  '[Mon, 06 Jan 2025 14:05:00 GMT] maya.mod:',
  'Fixed the rules channel for you.',
].join('\n');

function transcriptRequest(url = LINK): string {
  return `/api/transcript?url=${encodeURIComponent(url)}`;
}

/** Answers the transcript request of LINK with `stubReply`. */
function reply(stubReply: StubReply) {
  api.on(`GET ${transcriptRequest()}`, stubReply);
}

/** Answers the transcript request of LINK with `text`; returns the list of calls made. */
function serve(text: string): RecordedCall[] {
  reply({ text, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return api.calls;
}

function renderViewer(query = '', hash = '') {
  return renderPage(TranscriptPage, paths.transcribe, {
    at: `${paths.transcribe}${query}${hash}`,
    routes: [landing('*', 'Another page')],
    store: createStore(),
    config: null,
    strict: true,
  });
}

function contentQuery(url = LINK): string {
  return `?content=${encodeURIComponent(url)}`;
}

function messageRow(n: number): HTMLElement {
  const row = document.getElementById(`message-${n}`);
  if (!row) throw new Error(`message ${n} is not rendered`);
  return row;
}

/** The message list's rows, once drawn (the frame after the page around the list). */
async function drawnRows(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('region', { name: texts.listLabel });
  return within(list).findAllByRole('listitem');
}

function shownMessages(): string[] {
  return [...document.querySelectorAll('[id^="message-"]')].map((row) => row.id);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/transcribe/ without a transcript', () => {
  it('shows No Transcript Loaded and the three ways to open one, without any request', () => {
    const sent = api.calls;
    renderViewer();
    expect(screen.getByRole('heading', { name: texts.emptyTitle })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      texts.tabs.link,
      texts.tabs.paste,
      texts.tabs.upload,
    ]);
    expect(sent).toHaveLength(0);
  });
});

describe('/transcribe/?content=', () => {
  it('loads the link through the worker and shows info, messages, embeds and reactions', async () => {
    const sent = serve(TRANSCRIPT);
    renderViewer(contentQuery());
    expect(screen.getByText(texts.loading)).toBeTruthy();
    await expectAnnounced('polite', texts.loading);
    await screen.findByRole('heading', { name: texts.info.title });
    expect(sent.every((request) => request.method === 'GET' && request.path === transcriptRequest())).toBe(
      true,
    );

    // the count grows as batches are drawn, to every message once the load ends
    await vi.waitFor(() => {
      const info = screen.getByRole('region', { name: texts.info.title });
      const values = Object.fromEntries(
        within(info)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(values).toMatchObject({ Channel: '#ticket-0042', 'Closed by': 'maya.mod', Messages: '3' });
      expect(values['Closed at']).toMatch(/\b\d{2}:\d{2}$/);
    });

    await drawnRows();
    const first = messageRow(1);
    expect(within(first).getByText('Warden')).toBeTruthy();
    expect(within(first).getByText(texts.bot)).toBeTruthy();
    expect(within(first).getByText('ticket').tagName).toBe('STRONG');
    expect(within(first).getByText('Support Ticket')).toBeTruthy();
    expect(within(first).getByText('A moderator will be with you shortly.')).toBeTruthy();
    expect(within(first).getByRole('listitem').textContent).toBe('🎫2');
    expect(within(first).getByRole('time').getAttribute('dateTime')).toBe('2025-01-06T14:03:22.000Z');
    expect(within(messageRow(2)).queryByText(texts.bot)).toBeNull();
    expect(screen.getByRole('link', { name: texts.source }).getAttribute('href')).toBe(LINK);
  });

  it('measures the parse after the last byte once the page has every message', async () => {
    serve(TRANSCRIPT);
    const shownWhenMeasured: (string | null)[] = [];
    const measure = performance.measure.bind(performance);
    vi.spyOn(performance, 'measure').mockImplementation((name, ...rest) => {
      if (name === TRANSCRIPT_TIMING.parse) {
        shownWhenMeasured.push(screen.queryByRole('region', { name: texts.info.title })?.textContent ?? null);
      }
      return measure(name, ...rest);
    });
    renderViewer(contentQuery());
    await drawnRows();
    await vi.waitFor(() => expect(shownWhenMeasured).toHaveLength(1));
    expect(shownWhenMeasured[0]).toContain('#ticket-0042');
  });

  it('explains an expired Discord link', async () => {
    reply({
      status: 410,
      json: { error: { code: 'transcript_expired', message: 'This transcript link has expired' } },
    });
    renderViewer(contentQuery());
    const alert = await findAnnouncement('assertive');
    expect(screen.getByText('Error loading transcript: This transcript link has expired')).toBeTruthy();
    expect(alert.textContent).toContain('Error loading transcript: This transcript link has expired');
    expect(alert.textContent).toContain(texts.expiredHelp);
  });

  it("words a known error code in the page's language", async () => {
    await activateLocale('es', NAMESPACES);
    try {
      reply({
        status: 410,
        json: { error: { code: 'transcript_expired', message: 'This transcript link has expired' } },
      });
      renderViewer(contentQuery());
      const alert = await findAnnouncement('assertive');
      expect(alert.textContent).toContain(
        'Error al cargar la transcripción: Este enlace de transcripción ha caducado',
      );
      expect(alert.textContent).not.toContain('This transcript link has expired');
    } finally {
      await activateLocale('en', NAMESPACES);
    }
  });

  it("words a host's failed status, with the status and its name, in the page's language", async () => {
    await activateLocale('es', NAMESPACES);
    try {
      reply({
        status: 502,
        json: { error: { code: 'transcript_upstream_status', message: 'Failed to fetch: 404 Not Found' } },
      });
      renderViewer(contentQuery());
      const alert = await findAnnouncement('assertive');
      expect(alert.textContent).toContain(
        'Error al cargar la transcripción: No se pudo descargar: 404 No encontrado',
      );
      expect(alert.textContent).not.toContain('Not Found');
    } finally {
      await activateLocale('en', NAMESPACES);
    }
  });

  it.each([
    [
      'Transcript links must start with https://.',
      {
        status: 400,
        json: {
          error: { code: 'transcript_url_refused', message: 'Transcript links must start with https://.' },
        },
      },
    ],
    [
      'Discord CDN returned 500',
      {
        status: 502,
        json: { error: { code: 'transcript_upstream_status', message: 'Discord CDN returned 500' } },
      },
    ],
    ['Network error - please check your internet connection', 'network-error'],
  ] as [string, StubReply][])(
    'shows "Error loading transcript: %s" with the other ways to open it',
    async (message, stubReply) => {
      reply(stubReply);
      renderViewer(contentQuery());
      const alert = await findAnnouncement('assertive');
      expect(screen.getByText(texts.error(message))).toBeTruthy();
      expect(alert.textContent).toContain(texts.error(message));
      expect(alert.textContent).toContain(texts.otherWaysHelp);
      expect(screen.getByRole('tab', { name: texts.tabs.paste })).toBeTruthy();
    },
  );

  it('says when the transcript holds no messages', async () => {
    serve('Channel: #empty\nTotal Messages: 0\n');
    renderViewer(contentQuery());
    expect(await screen.findByText(texts.noMessages)).toBeTruthy();
  });
});

describe('/transcribe/ opening a transcript by hand', () => {
  it('puts a typed link in ?content= and loads it', async () => {
    const sent = serve(TRANSCRIPT);
    const { router } = renderViewer();
    await userEvent.type(screen.getByLabelText(texts.linkLabel), LINK);
    await userEvent.click(screen.getByRole('button', { name: texts.openLink }));
    await screen.findByRole('heading', { name: texts.info.title });
    expect(router.state.location.search).toBe(contentQuery());
    expect(sent.at(-1)?.path).toBe(transcriptRequest());
  });

  it('asks for a link instead of sending an empty one', async () => {
    const sent = api.calls;
    renderViewer();
    await userEvent.click(screen.getByRole('button', { name: texts.openLink }));
    expect(screen.getByRole('alert').textContent).toBe(texts.linkRequired);
    expect(sent).toHaveLength(0);
  });

  it('opens pasted text in the browser and drops ?content=', async () => {
    const sent = serve('[10:00] bob:\nold');
    const { router } = renderViewer(contentQuery());
    await screen.findByText('old');
    await userEvent.click(screen.getByText(texts.openAnother));
    await userEvent.click(screen.getByRole('tab', { name: texts.tabs.paste }));
    await userEvent.click(screen.getByLabelText(texts.pasteLabel));
    await userEvent.paste(TRANSCRIPT);
    await userEvent.click(screen.getByRole('button', { name: texts.openText }));
    await drawnRows();
    // the last message comes with the end of the load, drawn after the first batch
    await vi.waitFor(() =>
      expect(within(messageRow(3)).getByText('Fixed the rules channel for you.')).toBeTruthy(),
    );
    expect(screen.getByText(texts.sourcePaste)).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(sent.every((request) => request.path === transcriptRequest())).toBe(true);
  });

  it('opens an uploaded file and refuses one over 50 MB', async () => {
    renderViewer();
    await userEvent.click(screen.getByRole('tab', { name: texts.tabs.upload }));
    const input = screen.getByLabelText(texts.uploadLabel);
    await userEvent.upload(input, new File([TRANSCRIPT], 'ticket-0042.txt', { type: 'text/plain' }));
    expect(await screen.findByText(texts.sourceFile('ticket-0042.txt'))).toBeTruthy();
    await drawnRows();
    expect(messageRow(2)).toBeTruthy();

    await userEvent.click(screen.getByText(texts.openAnother));
    await userEvent.click(screen.getByRole('tab', { name: texts.tabs.upload }));
    const huge = new File(['x'], 'huge.txt', { type: 'text/plain' });
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText(texts.uploadLabel), huge);
    expect(screen.getByText(texts.error(texts.fileTooLarge()))).toBeTruthy();
    expect(announced('assertive')).toContain(texts.error(texts.fileTooLarge()));
  });
});

describe('/transcribe/ with a transcript shown', () => {
  async function showSample(hash = '') {
    const view = serve(TRANSCRIPT);
    const rendered = renderViewer(contentQuery(), hash);
    await screen.findByRole('heading', { name: texts.info.title });
    await drawnRows();
    return { sent: view, ...rendered };
  }

  it('downloads the text as transcript-{timestamp}.txt', async () => {
    await showSample();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:transcript';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: texts.download }));
    const names = clicked.map((link) => link.download);
    expect(names).toEqual([expect.stringMatching(/^transcript-\d+\.txt$/)]);
    const stamp = Number(/\d+/.exec(names[0] ?? '')?.[0]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(await blobs[0]?.text()).toBe(TRANSCRIPT);
  });

  it('searches, counts matches and jumps between them', async () => {
    await showSample();
    const search = screen.getByRole('searchbox', { name: texts.searchLabel });
    await userEvent.type(search, 'RULES');
    const count = screen.getByText(texts.matchPosition(1, 2));
    expect(messageRow(2).getAttribute('aria-current')).toBe('true');
    await userEvent.type(search, '{Enter}');
    expect(count.textContent).toBe(texts.matchPosition(2, 2));
    expect(messageRow(3).getAttribute('aria-current')).toBe('true');
    expect(messageRow(2).getAttribute('aria-current')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.nextMatch }));
    expect(count.textContent).toBe(texts.matchPosition(1, 2));
    await userEvent.type(search, '{Shift>}{Enter}{/Shift}');
    expect(count.textContent).toBe(texts.matchPosition(2, 2));
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(count.textContent).toBe(texts.noMatches);
    expect(screen.getByRole('button', { name: texts.nextMatch }).hasAttribute('disabled')).toBe(true);
  });

  it('filters by one or several participants, in the address', async () => {
    const { router } = await showSample();
    await userEvent.click(screen.getByText(texts.participants.title(3)));
    const maya = screen.getByRole('button', { name: /^maya\.mod/ });
    expect(maya.textContent).toContain(texts.participants.messages(1));
    await userEvent.click(maya);
    expect(shownMessages()).toEqual(['message-3']);
    expect(screen.getByText(texts.filters.shown(1, 3))).toBeTruthy();
    expect(router.state.location.search).toBe(`${contentQuery()}&author=maya.mod`);
    await userEvent.click(screen.getByRole('button', { name: /^alex_k/ }));
    expect(shownMessages()).toEqual(['message-2', 'message-3']);
    await userEvent.click(maya);
    expect(shownMessages()).toEqual(['message-2']);
    await userEvent.click(screen.getByRole('button', { name: texts.filters.clear }));
    expect(shownMessages()).toEqual(['message-1', 'message-2', 'message-3']);
  });

  it('filters bots, embeds and reactions with counts, and opens a shared filtered address', async () => {
    serve(TRANSCRIPT);
    renderViewer(`${contentQuery()}&who=humans`);
    await screen.findByRole('heading', { name: texts.info.title });
    await drawnRows();
    expect(shownMessages()).toEqual(['message-2', 'message-3']);
    await userEvent.selectOptions(screen.getByLabelText(texts.filters.who), 'all');
    await userEvent.click(screen.getByLabelText(texts.filters.embeds(1)));
    expect(shownMessages()).toEqual(['message-1']);
    await userEvent.click(screen.getByLabelText(texts.filters.embeds(1)));
    await userEvent.click(screen.getByLabelText(texts.filters.reactions(1)));
    expect(shownMessages()).toEqual(['message-1']);
  });

  it('draws the date-and-time fields as date pickers holding a shared range', async () => {
    serve(TRANSCRIPT);
    renderViewer(`${contentQuery()}&from=2025-01-06T14:04:00.000Z`);
    await drawnRows();
    expect(shownMessages()).toEqual(['message-3']);
    const fields = [texts.filters.from, texts.filters.to, texts.jump.label].map((label) =>
      screen.getByLabelText<HTMLInputElement>(label),
    );
    await vi.waitFor(() =>
      expect(fields.map((field) => field.type)).toEqual([
        'datetime-local',
        'datetime-local',
        'datetime-local',
      ]),
    );
    expect(new Date(fields[0]?.value ?? '').toISOString()).toBe('2025-01-06T14:04:00.000Z');
    expect(fields.slice(1).map((field) => field.value)).toEqual(['', '']);
  });

  it('marks the message a #message-N link points at, and copies a link to a message', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { router } = await showSample('#message-2');
    expect(messageRow(2).getAttribute('aria-current')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: texts.copyLink(3) }));
    expect(router.state.location.hash).toBe('#message-3');
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${paths.transcribe}${contentQuery()}#message-3`,
    );
    expect(await screen.findByText(texts.linkCopied)).toBeTruthy();
    expect(messageRow(3).getAttribute('aria-current')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText(texts.linkCopied)).toBeNull();
  });
});

describe('/transcribe/ with 50,000 messages', () => {
  it('renders only the rows near the viewport and jumps to a far match', async () => {
    const lines = ['Channel: #raid-log'];
    for (let n = 1; n <= 50_000; n++)
      lines.push(`[Mon, 06 Jan 2025 14:03:22 GMT] user${n % 7}:`, `message number ${n}.`);
    serve(lines.join('\n'));
    renderViewer(contentQuery());
    await screen.findByRole('heading', { name: texts.info.title }, { timeout: 10_000 });
    expect((await drawnRows()).length).toBeLessThan(60);
    const list = screen.getByRole('region', { name: texts.listLabel });
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('50000');
    await userEvent.click(screen.getByRole('searchbox', { name: texts.searchLabel }));
    await userEvent.paste('number 40000.');
    expect(messageRow(40_000).getAttribute('aria-current')).toBe('true');
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
  }, 20_000);
});
