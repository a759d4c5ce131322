// The undo hook on its own: what loads before the user acts is no step, a new scope starts a new history, and a pause holds undo back.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { UndoRedoButtons } from '#web/components/undo-redo-buttons';
import { UNDO_TEXTS, useUndoHistory } from '#web/lib/a11y/use-undo-history';
import { createStore, Provider } from '#web/lib/jotai';

/** Changes the editor makes from outside the user's typing: a new load, another scope, a pause. */
let outside: {
  load: (text: string) => void;
  scope: (name: string) => void;
  pause: (paused: boolean) => void;
};

/** A one-field editor over the hook, with its buttons. */
function Editor() {
  const [text, setText] = useState('first');
  const [scope, setScope] = useState('a');
  const [paused, setPaused] = useState(false);
  outside = { load: setText, scope: setScope, pause: setPaused };
  const controls = useUndoHistory(text, setText, { scope, paused });
  return (
    <>
      <input aria-label="Text" value={text} onChange={(event) => setText(event.target.value)} />
      <UndoRedoButtons {...controls} />
    </>
  );
}

function renderEditor() {
  const user = userEvent.setup();
  render(
    <Provider store={createStore()}>
      <Editor />
    </Provider>,
  );
  return user;
}

const field = () => screen.getByLabelText('Text') as HTMLInputElement;
const undoOpen = () =>
  screen.getByRole('button', { name: UNDO_TEXTS.undo }).getAttribute('aria-disabled') === 'false';

describe('useUndoHistory', () => {
  it('makes no step of what changes before the user acts, then records their words', async () => {
    const user = renderEditor();
    await act(() => outside.load('loaded'));
    expect(undoOpen()).toBe(false);
    await user.type(field(), ' more words');
    await user.click(screen.getByRole('button', { name: UNDO_TEXTS.undo }));
    expect(field().value).toBe('loaded more ');
    await user.click(screen.getByRole('button', { name: UNDO_TEXTS.undo }));
    expect(field().value).toBe('loaded');
    expect(undoOpen()).toBe(false);
  });

  it('starts a new, empty history for a new scope', async () => {
    const user = renderEditor();
    await user.type(field(), ' step');
    expect(undoOpen()).toBe(true);
    await act(() => {
      outside.scope('b');
      outside.load('other draft');
    });
    expect(undoOpen()).toBe(false);
    await user.keyboard('{Control>}z{/Control}');
    expect(field().value).toBe('other draft');
  });

  it('holds undo and redo back while paused', async () => {
    const user = renderEditor();
    await user.type(field(), ' step');
    await act(() => outside.pause(true));
    expect(undoOpen()).toBe(false);
    await user.keyboard('{Control>}z{/Control}');
    expect(field().value).toBe('first step');
    await act(() => outside.pause(false));
    await user.keyboard('{Control>}z{/Control}');
    expect(field().value).toBe('first');
  });

  it("runs the browser's own menu undo and redo (historyUndo, historyRedo) as ours", async () => {
    const user = renderEditor();
    await user.type(field(), ' one two');
    const menu = (inputType: string, cancelable = true) => {
      const event = new InputEvent('beforeinput', { inputType, bubbles: true, cancelable });
      act(() => {
        field().dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(menu('historyUndo')).toBe(true);
    expect(field().value).toBe('first one ');
    expect(menu('historyRedo')).toBe(true);
    expect(field().value).toBe('first one two');
    expect(menu('historyUndo', false)).toBe(false);
    expect(field().value).toBe('first one two');
  });
});
