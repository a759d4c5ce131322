// The edit-conflict hook on its own: the base it reads, the 409 it catches, and the warning's two ways out.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '#shared/schemas/history';
import { EditConflictNotice } from '#web/components/edit-conflict-notice';
import { apiRequest } from '#web/lib/api-client';
import { conflictHeaders, useEditConflict } from '#web/lib/edit-conflict';
import { installApiStub } from '../support/api-stub';
import { conflictReply, otherAdminEntry, serveHistoryBase } from '../support/history-base';
import { renderPage, resetSession, signIn } from '../support/render-app';

const api = installApiStub();
const SERVER_ID = '1100000000000000001';
const SAVE = `POST /api/bot/server/${SERVER_ID}/prefix`;
const theirs = otherAdminEntry(SERVER_ID, 'prefix', { id: 9, body: { prefix: '$' } });

/** What the editor's "Keep theirs" was handed: the entry and the context of the stopped save. */
let kept: { entry: HistoryEntry; context: string }[] = [];

/** A one-field editor over the hook: saving sends the text; the context of a save is the text sent. */
function Editor() {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const check = useEditConflict<string>(SERVER_ID, 'prefix', {
    enabled: editing,
    onKeepTheirs: (entry, context) => kept.push({ entry, context }),
    onSaveMine: () => save(false),
  });
  const save = (checked = true) => {
    check.dismiss();
    const sent = text;
    apiRequest(`/bot/server/${SERVER_ID}/prefix`, {
      method: 'POST',
      body: { prefix: sent },
      headers: conflictHeaders(check.baseFor(checked)),
    }).then(
      () => setStatus(`Saved ${sent}`),
      (error) => setStatus(check.caught(error, sent) ? '' : 'Failed'),
    );
  };
  return (
    <>
      <button type="button" onClick={() => setEditing(true)}>
        Edit
      </button>
      <input aria-label="Prefix" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => save()}>
        Save
      </button>
      <output>{`base ${check.baseFor(true)}, unchecked ${check.baseFor(false)}`}</output>
      <p>{status}</p>
      {check.notice && <EditConflictNotice {...check.notice} />}
    </>
  );
}

/** Renders the editor, starts editing with `entries` as the tool's history, and types `text`. */
async function editAndType(text: string, entries: HistoryEntry[] = [theirs]) {
  serveHistoryBase(api, SERVER_ID, 'prefix', entries);
  renderPage(Editor, '/');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await screen.findByText('base 9, unchecked null');
  await user.type(screen.getByRole('textbox', { name: 'Prefix' }), text);
  return user;
}

beforeEach(() => {
  resetSession();
  signIn();
  kept = [];
});

describe('useEditConflict', () => {
  it('reads no base until enabled, then the newest entry of its tool (0 when there is none)', async () => {
    serveHistoryBase(api, SERVER_ID, 'prefix', []);
    renderPage(Editor, '/');
    expect(screen.getByText('base null, unchecked null')).toBeTruthy();
    expect(api.calls).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('base 0, unchecked null')).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/history/${SERVER_ID}?tool=prefix`,
    ]);
  });

  it('catches a 409 edit conflict and shows who changed it and when', async () => {
    api.on(SAVE, conflictReply(theirs));
    const user = await editAndType('?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Noah changed the command prefix 2 minutes ago')).toBeTruthy();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('leaves any other failure to the editor, showing no warning', async () => {
    api.on(SAVE, { status: 409, json: { error: { code: 'conflict', message: 'Busy.' } } });
    const user = await editAndType('?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save mine anyway' })).toBeNull();
  });

  it('saves the draft on screen when "Save mine anyway" is pressed, not the one that met the conflict', async () => {
    api.on(SAVE, conflictReply(theirs), { json: { success: true } });
    const user = await editAndType('?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Noah changed the command prefix 2 minutes ago');
    await user.type(screen.getByRole('textbox', { name: 'Prefix' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save mine anyway' }));
    expect(await screen.findByText('Saved ?!')).toBeTruthy();
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([{ prefix: '?' }, { prefix: '?!' }]);
    expect(screen.queryByText('Noah changed the command prefix 2 minutes ago')).toBeNull();
  });

  it('keeps theirs: hides the warning and hands over their entry and the stopped save', async () => {
    api.on(SAVE, conflictReply(theirs));
    const user = await editAndType('?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Keep theirs' }));
    expect(screen.queryByText('Noah changed the command prefix 2 minutes ago')).toBeNull();
    expect(kept).toEqual([{ entry: theirs, context: '?' }]);
    expect(api.callsTo(SAVE)).toHaveLength(1);
  });
});
