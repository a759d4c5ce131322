// Handing a draft to an editor: the Logs page's send bodies, the editor taking it over, and asking before unsaved work is replaced.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appStore, Provider } from '#web/lib/jotai';
import { OPEN_DRAFT_TEXTS, useDraftHandedOver } from '#web/lib/open-draft-in-editor';
import { openDraftInEditor } from '#web/lib/open-sent-message';

const SERVER = '1100000000000000001';
const CHANNEL = '1010000000000000003';

/** An editor of `tool` for `serverId` that reports what it takes over. */
function Editor({
  serverId,
  dirty,
  apply,
}: {
  serverId: string;
  dirty: boolean;
  apply: (draft: unknown) => void;
}) {
  return useDraftHandedOver('embed-generator', serverId, { ready: true, dirty, apply }) as ReactNode;
}

const renderEditor = (props: Parameters<typeof Editor>[0]) =>
  render(
    <Provider store={appStore}>
      <Editor {...props} />
    </Provider>,
  );

describe('openDraftInEditor', () => {
  it('hands an embed send body to the embed sender of the server, channel included', () => {
    const path = openDraftInEditor(SERVER, 'embed', {
      channelId: CHANNEL,
      content: 'Hi',
      embed: { title: 'Release', color: 0x23a55a },
    });
    expect(path).toBe(`/dashboard/${SERVER}/embed-generator`);
    const apply = vi.fn();
    renderEditor({ serverId: SERVER, dirty: false, apply });
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]?.[0]).toMatchObject({
      channelId: CHANNEL,
      content: 'Hi',
      embed: { title: 'Release', color: '#23a55a' },
    });
  });

  it('gives null for a body its editor cannot read, handing nothing over', () => {
    expect(openDraftInEditor(SERVER, 'reaction-roles', { channelId: 'x', roles: [] })).toBeNull();
    expect(openDraftInEditor(SERVER, 'embed', [1, 2])).toBeNull();
    const apply = vi.fn();
    renderEditor({ serverId: SERVER, dirty: false, apply });
    expect(apply).not.toHaveBeenCalled();
  });

  it('leaves a draft for another server alone', () => {
    openDraftInEditor('1100000000000000002', 'embed', { content: 'Elsewhere' });
    const apply = vi.fn();
    renderEditor({ serverId: SERVER, dirty: false, apply });
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('useDraftHandedOver', () => {
  it('asks before replacing unsaved work; keeping it changes nothing', () => {
    openDraftInEditor(SERVER, 'embed', { content: 'From the Logs page' });
    const apply = vi.fn();
    renderEditor({ serverId: SERVER, dirty: true, apply });
    expect(screen.getByRole('alertdialog', { name: OPEN_DRAFT_TEXTS.title })).toBeTruthy();
    expect(screen.getByText(OPEN_DRAFT_TEXTS.message)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: OPEN_DRAFT_TEXTS.keep })));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('replaces unsaved work once the user agrees', () => {
    openDraftInEditor(SERVER, 'embed', { content: 'From the Logs page' });
    const apply = vi.fn();
    renderEditor({ serverId: SERVER, dirty: true, apply });
    act(() => fireEvent.click(screen.getByRole('button', { name: OPEN_DRAFT_TEXTS.replace })));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]?.[0]).toMatchObject({ content: 'From the Logs page' });
  });
});
