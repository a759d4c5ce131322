// ActionRow: the Cancel/Reset and Save/Send buttons' lock and busy rules; FileOpenInput: a chosen file handed on, the input cleared.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionRow, type ActionRowProps } from '#web/components/action-row';
import { FileOpenInput } from '#web/components/file-open-input';
import { LiveRegion } from '#web/components/live-region';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { createStore, Provider } from '#web/lib/jotai';

/** Renders a row with Cancel and Save (spies on both presses), plus the live region. */
function renderRow(props: Partial<ActionRowProps> = {}) {
  const cancel = vi.fn();
  const save = vi.fn();
  const row = (extra: Partial<ActionRowProps>) => (
    <Provider store={store}>
      <ActionRow
        busy={false}
        secondary={{ label: 'Cancel', onPress: cancel }}
        primary={{ label: 'Save', busyText: 'Saving', onPress: save }}
        {...extra}
      />
      <LiveRegion />
    </Provider>
  );
  const store = createStore();
  const view = render(row(props));
  return { cancel, save, rerender: (extra: Partial<ActionRowProps>) => view.rerender(row(extra)), view };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('ActionRow', () => {
  it('renders Cancel then Save, bare, with the shared button classes', () => {
    const { view } = renderRow();
    const buttons = view.container.querySelectorAll('button');
    expect([...buttons].map((b) => [b.textContent, b.className, b.type])).toEqual([
      ['Cancel', 'button button--secondary', 'button'],
      ['Save', 'button', 'button'],
    ]);
    expect(view.container.firstElementChild?.tagName).toBe('BUTTON');
  });

  it('puts Save first with primaryFirst, and wraps the buttons in a div with a className', () => {
    const { view } = renderRow({ primaryFirst: true, className: 'bar__actions' });
    const wrapper = view.container.querySelector('div.bar__actions');
    expect([...(wrapper?.children ?? [])].map((b) => b.textContent)).toEqual(['Save', 'Cancel']);
  });

  it('calls each press when idle', async () => {
    const { cancel, save } = renderRow();
    await userEvent.click(button('Cancel'));
    await userEvent.click(button('Save'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('while busy reads the busy text, announces it, and locks both buttons without disabling them', async () => {
    const { cancel, save } = renderRow({ busy: true });
    const saving = button('Saving');
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    expect(button('Cancel').getAttribute('aria-disabled')).toBe('true');
    expect(saving.hasAttribute('disabled')).toBe(false);
    await userEvent.click(saving);
    await userEvent.click(button('Cancel'));
    expect(save).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
    expect(document.getElementById(LIVE_REGION_IDS.polite)?.textContent).toBe('Saving');
  });

  it('disables a blocked primary only while not busy, and ties it to its reason', () => {
    const primary = { label: 'Save', busyText: 'Saving', disabled: true, describedBy: 'problems' };
    const { rerender } = renderRow({ primary });
    expect(button('Save').hasAttribute('disabled')).toBe(true);
    expect(button('Save').getAttribute('aria-describedby')).toBe('problems');
    rerender({ primary, busy: true });
    expect(button('Saving').hasAttribute('disabled')).toBe(false);
  });

  it('locks every button, with no busy text, while locked', () => {
    renderRow({ locked: true });
    expect(button('Save').getAttribute('aria-disabled')).toBe('true');
    expect(button('Cancel').getAttribute('aria-disabled')).toBe('true');
  });

  it('locks the secondary alone for its own reason', async () => {
    const reset = vi.fn();
    renderRow({ secondary: { label: 'Reset', onPress: reset, locked: true } });
    await userEvent.click(button('Reset'));
    expect(reset).not.toHaveBeenCalled();
    expect(button('Save').hasAttribute('aria-disabled')).toBe(false);
  });

  it('submits its form with a submit primary', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <ActionRow busy={false} primary={{ label: 'Send', busyText: 'Sending...', type: 'submit' }} />
      </form>,
    );
    fireEvent.click(button('Send'));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('FileOpenInput', () => {
  it('hands the chosen file on and clears itself so the same file opens again', async () => {
    const open = vi.fn();
    render(
      <label>
        Open
        <FileOpenInput accept=".txt" onOpen={open} />
      </label>,
    );
    const input = screen.getByLabelText('Open') as HTMLInputElement;
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    await userEvent.upload(input, file);
    await userEvent.upload(input, file);
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[0]?.[0]).toBe(file);
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.txt');
    expect(input.value).toBe('');
  });
});
