// The Logs page when the code of 'Open in editor' or of an entry's diff fails to load: it says so, keeps working, and asks again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '#shared/schemas/history';
import HistoryPage from '#web/features/history/routes/history-page';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { installApiStub } from '../support/api-stub';
import {
  announced,
  findAnnouncement,
  landing,
  renderPage,
  resetSession,
  signIn,
} from '../support/render-app';
import { recordUnhandledRejections, settleRejections } from '../support/unhandled-rejections';

/** Which chunks fail to load, and how often each was asked for. */
const chunks = vi.hoisted(() => ({
  offline: new Set<string>(),
  asked: { opener: 0, diff: 0 },
}));
vi.mock('#web/lib/open-sent-message', async (importOriginal) => {
  chunks.asked.opener++;
  if (chunks.offline.has('opener')) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('#web/components/history-diff', async (importOriginal) => {
  chunks.asked.diff++;
  if (chunks.offline.has('diff')) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const api = installApiStub();
const rejections = recordUnhandledRejections();
const S = '1100000000000000001';
const OPEN_FAILED = 'Could not load the editor. Check your connection, then press Open in editor again.';
const DIFF_FAILED = 'Could not load the changes.';

const BASE = {
  serverId: S,
  actor: { id: '712345678901234599', name: 'mia.mod' },
  beforeState: 'recorded',
} as const;
const ENTRIES: HistoryEntry[] = [
  {
    ...BASE,
    id: 1,
    at: Date.now() - 3_600_000,
    tool: 'welcome',
    action: 'update',
    body: { guildId: S, config: { enabled: true, message: 'Hi {user}' } },
    before: { guildId: S, config: { enabled: false, message: 'Hi {user}' } },
  },
  {
    ...BASE,
    id: 2,
    at: Date.now() - 7_200_000,
    tool: 'embed',
    action: 'send',
    body: { channelId: '1100000000000000103', content: 'Game night!', embed: { title: 'Game night' } },
    before: null,
    beforeState: 'none',
  },
];

/** The element the assertive live region says now in (a new one for each announcement). */
const assertiveSaid = () => document.querySelector(`#${LIVE_REGION_IDS.assertive} > p`);

/** The Logs page with its two entries; returns each entry's list item. */
async function renderLogs() {
  api.on(`GET /api/history/${S}`, {
    json: { entries: ENTRIES, nextCursor: null, admins: [], canClear: false },
  });
  renderPage(HistoryPage, '/dashboard/:serverId/logs', {
    at: `/dashboard/${S}/logs`,
    routes: [landing('/dashboard/:serverId/embed-generator', 'Embed editor')],
  });
  return (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
}

beforeEach(() => {
  resetSession();
  signIn();
  chunks.offline = new Set(['opener', 'diff']);
  chunks.asked = { opener: 0, diff: 0 };
});

describe("'Open in editor' whose code does not load", () => {
  it('says so at each press, with no unhandled rejection, and opens the editor once it loads', async () => {
    const [, embed] = await renderLogs();
    const user = userEvent.setup();
    const button = within(embed).getByRole('button', { name: 'Open in editor' });
    await user.hover(button);
    await user.click(button);
    expect(await within(embed).findByText(OPEN_FAILED)).toBeTruthy();
    const first = await findAnnouncement('assertive');
    expect(first.textContent).toBe(OPEN_FAILED);

    await user.click(button);
    await waitFor(() => expect(chunks.asked.opener).toBe(3));
    await waitFor(() => expect(assertiveSaid()).not.toBe(first));
    expect(announced('assertive')).toBe(OPEN_FAILED);
    expect(within(embed).getAllByText(OPEN_FAILED)).toHaveLength(1);
    await settleRejections();
    expect(rejections).toEqual([]);

    chunks.offline.delete('opener');
    await user.click(button);
    expect(await screen.findByText('Embed editor')).toBeTruthy();
  });
});

describe("'Show changes' whose code does not load", () => {
  it('says so in place of the diff, keeps the page, and draws the diff after Retry', async () => {
    const [welcome, embed] = await renderLogs();
    const user = userEvent.setup();
    await user.click(within(welcome).getByRole('button', { name: 'Show changes' }));
    expect(await within(welcome).findByText(DIFF_FAILED)).toBeTruthy();
    const first = await findAnnouncement('assertive');
    expect(first.textContent).toBe(DIFF_FAILED);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard activity' })).toBeTruthy();
    expect(within(embed).getByRole('button', { name: 'Open in editor' })).toBeTruthy();

    const retry = within(welcome).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    await waitFor(() => expect(chunks.asked.diff).toBe(2));
    await waitFor(() => expect(assertiveSaid()).not.toBe(first));
    expect(announced('assertive')).toBe(DIFF_FAILED);
    expect(within(welcome).getByText(DIFF_FAILED)).toBeTruthy();
    expect(document.activeElement).toBe(within(welcome).getByRole('button', { name: 'Retry' }));

    chunks.offline.delete('diff');
    await user.click(within(welcome).getByRole('button', { name: 'Retry' }));
    expect(await within(welcome).findByText('config.enabled')).toBeTruthy();
    expect(within(welcome).queryByText(DIFF_FAILED)).toBeNull();
    await settleRejections();
    expect(rejections).toEqual([]);
  });
});
