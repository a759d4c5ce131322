// Welcome Dashboard undo and redo: an inserted variable and a switch are one step each, the preview follows, and the loaded config is no step.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { WELCOME_TEXTS as T } from '#web/features/welcomer/texts';
import { UNDO_TEXTS } from '#web/lib/a11y/use-undo-history';
import { installApiStub } from '../support/api-stub';
import { installFakeClock } from '../support/fake-clock';
import {
  advance,
  CHANNELS,
  preview,
  ready,
  renderWelcome,
  serveWelcome,
  welcomeConfig,
} from '../support/welcomer-harness';

const api = installApiStub();
installFakeClock();

/** Answers the page's loads with `config` as the stored welcome config. */
const serveConfig = (config: WelcomeConfig) =>
  serveWelcome(api, { config: [{ json: { success: true, config } }] });
const undoButton = () => screen.getByRole('button', { name: UNDO_TEXTS.undo });
const redoButton = () => screen.getByRole('button', { name: UNDO_TEXTS.redo });

describe('undo and redo', () => {
  it('starts with nothing to undo: the loaded config is no step', async () => {
    serveConfig(welcomeConfig({ enabled: true, channel: CHANNELS[0]?.id, message: 'Hi {user}' }));
    renderWelcome();
    await ready();
    expect(undoButton().getAttribute('aria-disabled')).toBe('true');
    expect(redoButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('undoes an inserted variable in one step and a switch in one step, with Ctrl+Z and the buttons', async () => {
    serveConfig(welcomeConfig({ enabled: true, channel: CHANNELS[0]?.id, message: 'Hello' }));
    const { user } = renderWelcome();
    await ready();
    await user.click(screen.getByRole('tab', { name: 'Message' }));
    const message = screen.getByRole('combobox', { name: T.message }) as HTMLTextAreaElement;
    await user.click(message);
    await user.type(message, ' there ');
    await user.click(screen.getByRole('button', { name: /^Insert \{user\}/ }));
    await advance(0);
    expect(message.value).toBe('Hello there {user}');
    await user.click(screen.getByRole('switch', { name: T.enableEmbed }));
    expect((screen.getByRole('switch', { name: T.enableEmbed }) as HTMLInputElement).checked).toBe(true);

    await user.keyboard('{Control>}z{/Control}');
    expect((screen.getByRole('switch', { name: T.enableEmbed }) as HTMLInputElement).checked).toBe(false);
    expect(message.value).toBe('Hello there {user}');
    await user.click(undoButton());
    expect(message.value).toBe('Hello there ');
    expect(preview().getByText('Hello there')).toBeTruthy();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(message.value).toBe('Hello there {user}');
    await user.click(redoButton());
    expect((screen.getByRole('switch', { name: T.enableEmbed }) as HTMLInputElement).checked).toBe(true);
    expect(redoButton().getAttribute('aria-disabled')).toBe('true');
  });
});
