// The preview's theme, width and display switches: what each choice draws, and that the choice is remembered.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_MODES_KEY } from '#web/components/message-preview/preview-modes';
import { PREVIEW_MODE_TEXTS, PreviewStage } from '#web/components/message-preview/preview-stage';
import { createStore, Provider } from '#web/lib/jotai';

const renderStage = () =>
  render(
    <Provider store={createStore()}>
      <PreviewStage>
        <p>Hello</p>
      </PreviewStage>
    </Provider>,
  );

const frame = () => screen.getByText('Hello').parentElement as HTMLElement;
const switchOf = (legend: string) => within(screen.getByRole('group', { name: legend }));

beforeEach(() => localStorage.clear());

describe('PreviewStage', () => {
  it('starts as Discord does: dark, desktop, cozy, each switch a named radio group', () => {
    renderStage();
    expect(frame().className).toBe(
      'preview-frame min-w-0 preview-frame--dark preview-frame--desktop preview-frame--cozy',
    );
    expect((switchOf(PREVIEW_MODE_TEXTS.theme).getByLabelText('Dark') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((switchOf(PREVIEW_MODE_TEXTS.width).getByLabelText('Desktop') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((switchOf(PREVIEW_MODE_TEXTS.density).getByLabelText('Cozy') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('draws the chosen theme, width and display, and remembers them for the next visit', () => {
    const first = renderStage();
    fireEvent.click(switchOf(PREVIEW_MODE_TEXTS.theme).getByLabelText('Light'));
    fireEvent.click(switchOf(PREVIEW_MODE_TEXTS.width).getByLabelText('Mobile'));
    fireEvent.click(switchOf(PREVIEW_MODE_TEXTS.density).getByLabelText('Compact'));
    expect(frame().className).toBe(
      'preview-frame min-w-0 preview-frame--light preview-frame--mobile preview-frame--compact',
    );
    expect(JSON.parse(localStorage.getItem(PREVIEW_MODES_KEY) ?? 'null')).toEqual({
      theme: 'light',
      width: 'mobile',
      density: 'compact',
    });
    first.unmount();
    renderStage();
    expect(frame().className).toBe(
      'preview-frame min-w-0 preview-frame--light preview-frame--mobile preview-frame--compact',
    );
  });

  it("offers Discord's onyx theme as a third choice of the same radio group, remembered like the others", () => {
    const first = renderStage();
    const theme = switchOf(PREVIEW_MODE_TEXTS.theme);
    expect(theme.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Dark',
      'Light',
      'Onyx',
    ]);
    fireEvent.click(theme.getByLabelText('Onyx'));
    expect(frame().className).toBe(
      'preview-frame min-w-0 preview-frame--onyx preview-frame--desktop preview-frame--cozy',
    );
    first.unmount();
    renderStage();
    expect((switchOf(PREVIEW_MODE_TEXTS.theme).getByLabelText('Onyx') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('ignores a stored choice of another shape', () => {
    localStorage.setItem(
      PREVIEW_MODES_KEY,
      JSON.stringify({ theme: 'neon', width: 'mobile', density: 'cozy' }),
    );
    renderStage();
    expect(frame().className).toBe(
      'preview-frame min-w-0 preview-frame--dark preview-frame--desktop preview-frame--cozy',
    );
  });
});
