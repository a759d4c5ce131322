// The Logs page as "Dashboard activity": timeline, filters, diffs, restore, open in editor, export, clearing and its states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage as Page } from '#shared/schemas/history';
import HistoryPage from '#web/features/history/routes/history-page';
import { type HandedDraft, useDraftHandedOver } from '#web/lib/open-draft-in-editor';
import { installApiStub } from '../support/api-stub';
import { renderPage, resetSession, signIn } from '../support/render-app';

const api = installApiStub();
const S = '1100000000000000001';
const AVA = { id: '712345678901234567', name: 'ava.demo' };
const MIA = { id: '712345678901234599', name: 'mia.mod' };
const HOUR = 3_600_000;

function entry(id: number, fields: Partial<HistoryEntry>): HistoryEntry {
  return {
    id,
    serverId: S,
    at: Date.now() - id * HOUR,
    actor: MIA,
    tool: 'prefix',
    action: 'update',
    body: { prefix: '?' },
    before: { prefix: '!' },
    beforeState: 'recorded',
    ...fields,
  };
}

const LONG_BEFORE = 'Welcome {user} to the server! Please read the rules channel before you post anything.';
const LONG_AFTER =
  'Welcome {user} to our lovely server! Please read the rules channel before you post anything.';

const ENTRIES: HistoryEntry[] = [
  entry(1, { actor: AVA }),
  entry(2, {
    tool: 'welcome',
    body: { guildId: S, config: { enabled: true, message: LONG_AFTER } },
    before: { guildId: S, config: { enabled: false, message: LONG_BEFORE } },
  }),
  entry(3, {
    tool: 'autoresponders',
    action: 'delete',
    body: { trigger: 'rules' },
    before: { trigger: 'rules', response: 'Read #rules.' },
  }),
  entry(4, {
    tool: 'embed',
    action: 'send',
    body: {
      channelId: '1100000000000000103',
      content: 'Game night!',
      embed: { title: 'Game night', description: 'Friday' },
    },
    before: null,
    beforeState: 'none',
  }),
  entry(5, {
    tool: 'reaction-roles',
    action: 'send',
    body: {
      channelId: '1100000000000000106',
      message: 'Pick',
      roles: [{ roleId: '1100000000000000116', label: 'VIP', emoji: '', style: 1 }],
    },
    before: null,
    beforeState: 'none',
  }),
];

function page(fields: Partial<Page> = {}): Page {
  return { entries: ENTRIES, nextCursor: null, admins: [AVA, MIA], canClear: false, ...fields };
}

/** A stand-in for an editor: takes over the draft handed to it and shows it as JSON. */
function EditorStandIn({ tool, name }: { tool: 'embed-generator' | 'reaction-role'; name: string }) {
  const [taken, setTaken] = useState<HandedDraft<typeof tool> | null>(null);
  useDraftHandedOver(tool, S, { ready: true, dirty: false, apply: setTaken });
  return (
    <>
      <h1>{name}</h1>
      <pre data-testid="handed-draft">{JSON.stringify(taken)}</pre>
    </>
  );
}

/** The draft the stand-in editor took over. */
const handedDraft = () => JSON.parse(screen.getByTestId('handed-draft').textContent ?? 'null');

function renderHistory() {
  return renderPage(HistoryPage, '/dashboard/:serverId/logs', {
    at: `/dashboard/${S}/logs`,
    routes: [
      {
        path: '/dashboard/:serverId/embed-generator',
        element: <EditorStandIn tool="embed-generator" name="Embed editor" />,
      },
      {
        path: '/dashboard/:serverId/reaction-role',
        element: <EditorStandIn tool="reaction-role" name="Reaction-role editor" />,
      },
    ],
  });
}

beforeEach(() => {
  resetSession();
  signIn();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the timeline', () => {
  it('lists who did what, newest first, with relative and exact times', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard activity' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Dashboard activity' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('.history-entry__summary')?.textContent)).toEqual([
      'ava.demo changed the command prefix',
      'mia.mod changed the welcome message',
      'mia.mod deleted the autoresponder “rules”',
      'mia.mod sent an embed message',
      'mia.mod sent a reaction-role message',
    ]);
    expect(within(items[0] as HTMLElement).getByText('1 hour ago')).toBeTruthy();
    expect(screen.getByText('Changes made in Discord with bot commands are not listed here.')).toBeTruthy();
  });

  it('shows a field diff, and a word-level diff for long texts', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Show changes' }));
    const welcome = items[1] as HTMLElement;
    expect(await within(welcome).findByText('config.enabled')).toBeTruthy();
    const words = welcome.querySelector('.history-diff__words') as HTMLElement;
    expect(words.querySelector('ins')?.textContent).toBe('our lovely ');
    expect(words.querySelector('del')?.textContent).toBe('the ');
  });

  it('opens and closes an entry from the keyboard, its state on the button', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    const welcome = (await screen.findAllByRole('listitem'))[1] as HTMLElement;
    within(welcome).getByRole('button', { name: 'Show changes' }).focus();
    await userEvent.keyboard('{Enter}');
    const hide = within(welcome).getByRole('button', { name: 'Hide changes' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(hide);
    expect(await within(welcome).findByText('config.enabled')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(within(welcome).getByRole('button', { name: 'Show changes' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(welcome).queryByText('config.enabled')).toBeNull();
  });

  it('draws a sent embed with the message preview', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    await userEvent.click(within(items[3] as HTMLElement).getByRole('button', { name: 'Show changes' }));
    expect(await within(items[3] as HTMLElement).findByText('Game night!')).toBeTruthy();
    expect(within(items[3] as HTMLElement).getByText('Game night')).toBeTruthy();
  });

  it('asks the worker again with the tool and admin filters', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    api.on(`GET /api/history/${S}?tool=welcome`, { json: page({ entries: [ENTRIES[1] as HistoryEntry] }) });
    api.on(`GET /api/history/${S}?tool=welcome&admin=${AVA.id}`, { json: page({ entries: [] }) });
    renderHistory();
    await userEvent.selectOptions(await screen.findByLabelText('Tool'), 'Welcome message');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.selectOptions(screen.getByLabelText('Admin'), 'ava.demo');
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
  });

  it('loads the next 50 with the cursor', async () => {
    api.on(`GET /api/history/${S}`, { json: page({ entries: ENTRIES.slice(0, 1), nextCursor: '1' }) });
    api.on(`GET /api/history/${S}?cursor=1`, { json: page({ entries: ENTRIES.slice(1, 2) }) });
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('links the JSON and CSV exports', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    expect((await screen.findByRole('link', { name: 'Export CSV' })).getAttribute('href')).toBe(
      `/api/history/${S}/export?format=csv`,
    );
    expect(screen.getByRole('link', { name: 'Export JSON' }).getAttribute('href')).toBe(
      `/api/history/${S}/export?format=json`,
    );
  });
});

describe('states', () => {
  it('says when there is nothing yet', async () => {
    api.on(`GET /api/history/${S}`, { json: page({ entries: [], admins: [] }) });
    renderHistory();
    expect(
      await screen.findByText('No dashboard changes yet. Saves made on the tool pages will appear here.'),
    ).toBeTruthy();
  });

  it.each([
    [403, 'Only admins of this server can see its activity.'],
    [503, 'The activity history is unavailable right now. Your changes still reach the bot.'],
    [500, 'Could not load the activity.'],
  ])('says so for a %i', async (status, text) => {
    api.on(`GET /api/history/${S}`, { status, json: { error: { code: 'x', message: 'x' } } });
    renderHistory();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' }) === null).toBe(status === 403);
  });
});

describe('restore and open in editor', () => {
  it('restores the prefix after a confirmation, through the prefix route', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    api.on(`POST /api/bot/server/${S}/prefix`, { json: { success: true } });
    renderHistory();
    const [first] = await screen.findAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Restore this version' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    expect(api.callsTo(`POST /api/bot/server/${S}/prefix`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored.')).toBeTruthy();
    expect(api.callsTo(`POST /api/bot/server/${S}/prefix`).map((call) => call.body)).toEqual([
      { prefix: '!' },
    ]);
  });

  it('restores a deleted autoresponder by creating it again, and says when the bot refuses', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    api.on(`POST /api/bot/server/${S}/autoresponders`, { status: 400, json: { error: 'Limit reached' } });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    await userEvent.click(
      within(items[2] as HTMLElement).getByRole('button', { name: 'Restore this version' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Could not restore this version.')).toBeTruthy();
    expect(api.callsTo(`POST /api/bot/server/${S}/autoresponders`).map((call) => call.body)).toEqual([
      { trigger: 'rules', response: 'Read #rules.' },
    ]);
  });

  it('opens a sent embed in the embed editor as its draft', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Open in editor' })).toBeNull();
    await userEvent.click(within(items[3] as HTMLElement).getByRole('button', { name: 'Open in editor' }));
    expect(await screen.findByText('Embed editor')).toBeTruthy();
    await waitFor(() => expect(handedDraft()).not.toBeNull());
    expect(handedDraft()).toMatchObject({
      channelId: '1100000000000000103',
      content: 'Game night!',
      embed: { title: 'Game night', description: 'Friday' },
    });
  });

  it('opens a sent reaction-role message in its editor', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    await userEvent.click(within(items[4] as HTMLElement).getByRole('button', { name: 'Open in editor' }));
    expect(await screen.findByText('Reaction-role editor')).toBeTruthy();
    await waitFor(() => expect(handedDraft()).not.toBeNull());
    expect(handedDraft()).toMatchObject({
      message: 'Pick',
      roles: [{ roleId: '1100000000000000116', label: 'VIP', style: 1 }],
    });
  });
});

describe('clearing', () => {
  it('is offered to the owner only, after a confirmation', async () => {
    api.on(`GET /api/history/${S}`, { json: page({ canClear: true }) }, { json: page({ entries: [] }) });
    api.on(`DELETE /api/history/${S}`, { json: { success: true } });
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear history' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear this server’s history?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear history' }));
    expect(await screen.findByText('History cleared.')).toBeTruthy();
    expect(api.callsTo(`DELETE /api/history/${S}`)).toHaveLength(1);
  });

  it('is not offered to other admins', async () => {
    api.on(`GET /api/history/${S}`, { json: page() });
    renderHistory();
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull();
  });
});
