// The one live region: polite news, assertive errors, texts of one moment joined, repeated texts spoken again, focus never moved.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BusyButton } from '#web/components/busy-button';
import { LiveRegion } from '#web/components/live-region';
import { StatusMessage } from '#web/components/status-message';
import { StatusText } from '#web/components/status-text';
import { announce } from '#web/lib/a11y/announcer';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { createStore, Provider } from '#web/lib/jotai';

const polite = () => document.getElementById(LIVE_REGION_IDS.polite);
const assertive = () => document.getElementById(LIVE_REGION_IDS.assertive);

/** One state of the fake tool: what its save button and its status line show. */
interface ToolState {
  saving?: boolean;
  loading?: string;
  saved?: string;
  error?: string;
}

/** Moves the fake tool to its next state (set while it is mounted). */
let nextState: () => void = () => {};

/** A tool built from the shared status parts, whose states the test steps through, with a field to hold focus. */
function FakeTool({ states }: { states: ToolState[] }) {
  const [step, setStep] = useState(0);
  nextState = () => setStep((value) => value + 1);
  const { saving = false, loading, saved, error } = states[step] ?? {};
  return (
    <>
      <input aria-label="Name" />
      {loading && <StatusText>{loading}</StatusText>}
      {saved && <StatusMessage tone="success">{saved}</StatusMessage>}
      {error && (
        <StatusMessage tone="error" detail="Missing Access">
          {error}
          <button type="button">Retry</button>
        </StatusMessage>
      )}
      <BusyButton type="button" busy={saving} busyText="Saving">
        Save Configuration
      </BusyButton>
    </>
  );
}

function renderWithRegion(content: React.ReactNode) {
  const store = createStore();
  render(
    <Provider store={store}>
      {content}
      <LiveRegion />
    </Provider>,
  );
  return store;
}

describe('the live region', () => {
  it('is one polite and one assertive region, both empty at first', () => {
    renderWithRegion(null);
    expect(polite()?.getAttribute('aria-live')).toBe('polite');
    expect(assertive()?.getAttribute('aria-live')).toBe('assertive');
    expect(polite()?.getAttribute('aria-atomic')).toBe('true');
    expect(polite()?.textContent).toBe('');
    expect(assertive()?.textContent).toBe('');
  });

  it('speaks a repeated text again as a new node, and ignores blank texts', async () => {
    renderWithRegion(null);
    act(() => announce('Saved'));
    const first = polite()?.firstElementChild;
    await act(async () => {});
    act(() => announce('Saved'));
    expect(polite()?.textContent).toBe('Saved');
    expect(polite()?.firstElementChild).not.toBe(first);
    act(() => announce('   '));
    expect(polite()?.textContent).toBe('Saved');
  });

  it('joins texts announced at the same moment, each once, and replaces them later', async () => {
    renderWithRegion(null);
    act(() => {
      announce('Loading server...');
      announce('Loading channels...');
      announce('Loading server...');
      announce('Failed to load channels', 'assertive');
      announce('Server | Warden', 'polite', true);
    });
    expect(polite()?.textContent).toBe('Server | Warden Loading server... Loading channels...');
    expect(assertive()?.textContent).toBe('Failed to load channels');
    await act(async () => {});
    act(() => announce('Retrying... (2/3)'));
    expect(polite()?.textContent).toBe('Retrying... (2/3)');
    expect(assertive()?.textContent).toBe('Failed to load channels');
  });

  it("announces a tool's loading, saving and saved politely and its error assertively, leaving focus alone", async () => {
    renderWithRegion(
      <FakeTool
        states={[
          { loading: 'Loading Dashboard' },
          {},
          { saving: true },
          { saved: 'Configuration saved successfully' },
          { error: 'Failed to save configuration' },
        ]}
      />,
    );
    expect(polite()?.textContent).toBe('Loading Dashboard');
    const field = screen.getByRole('textbox', { name: 'Name' });
    field.focus();
    const next = async () => {
      await act(async () => {});
      act(() => nextState());
    };
    await next();
    expect(polite()?.textContent).toBe('Loading Dashboard');
    await next();
    expect(polite()?.textContent).toBe('Saving');
    expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy();
    await next();
    expect(polite()?.textContent).toBe('Configuration saved successfully');
    expect(document.activeElement).toBe(field);
    await next();
    expect(assertive()?.textContent).toBe('Failed to save configuration Missing Access');
    expect(document.activeElement).toBe(field);
  });

  it('leaves the visible messages out of the accessibility tree of live regions, so nothing is said twice', () => {
    renderWithRegion(
      <>
        <StatusMessage tone="error">Failed</StatusMessage>
        <StatusText>Loading...</StatusText>
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(2);
  });
});
