// The one live region: polite news, assertive errors, repeated texts spoken again, focus never moved.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LIVE_REGION_IDS } from '#shared/constants/live-region';
import { LiveRegion } from '../../../web/src/components/live-region';
import {
  announceAtom,
  type ToolStatusTexts,
  useToolStatusAnnouncements,
} from '../../../web/src/lib/a11y/announcer';
import { createStore, Provider } from '../../../web/src/lib/jotai';

const polite = () => document.getElementById(LIVE_REGION_IDS.polite);
const assertive = () => document.getElementById(LIVE_REGION_IDS.assertive);

/** Moves the fake tool to its next state (set while it is mounted). */
let nextState: () => void = () => {};

/** A tool whose states the test steps through, with a field to hold focus. */
function FakeTool({ states }: { states: ToolStatusTexts[] }) {
  const [step, setStep] = useState(0);
  nextState = () => setStep((value) => value + 1);
  useToolStatusAnnouncements(states[step] ?? {});
  return <input aria-label="Name" />;
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

  it('speaks a repeated text again as a new node, and ignores blank texts', () => {
    const store = renderWithRegion(null);
    act(() => store.set(announceAtom, 'Saved'));
    const first = polite()?.firstElementChild;
    act(() => store.set(announceAtom, 'Saved'));
    expect(polite()?.textContent).toBe('Saved');
    expect(polite()?.firstElementChild).not.toBe(first);
    act(() => store.set(announceAtom, '   '));
    expect(polite()?.textContent).toBe('Saved');
  });

  it("announces a tool's loading, saving and saved politely and its error assertively, leaving focus alone", () => {
    renderWithRegion(
      <FakeTool
        states={[
          { loading: 'Loading...' },
          {},
          { saving: 'Saving...' },
          { saved: 'Configuration saved successfully' },
          { error: 'Failed to save' },
        ]}
      />,
    );
    expect(polite()?.textContent).toBe('Loading...');
    const field = screen.getByRole('textbox', { name: 'Name' });
    field.focus();
    const next = () => act(() => nextState());
    next();
    expect(polite()?.textContent).toBe('Loading...');
    next();
    expect(polite()?.textContent).toBe('Saving...');
    next();
    expect(polite()?.textContent).toBe('Configuration saved successfully');
    expect(document.activeElement).toBe(field);
    next();
    expect(assertive()?.textContent).toBe('Failed to save');
    expect(polite()?.textContent).toBe('');
    expect(document.activeElement).toBe(field);
  });
});
