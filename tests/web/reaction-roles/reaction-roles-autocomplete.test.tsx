// Reaction roles: @role suggestions in the message, ':' emoji suggestions, the preview and the leave guard.
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMOJI_PICKER_LIMIT } from '#shared/constants/limits';
import { ROW_TEXTS, RR_TEXTS } from '#web/features/reaction-roles/texts';
import { BUILTIN_EMOJIS } from '#web/lib/embed/emojis';
import { UNSAVED_CHANGES_TEXTS } from '#web/lib/use-unsaved-changes-guard';
import { installApiStub } from '../support/api-stub';
import { installFakeClock } from '../support/fake-clock';
import { loaded, RR_RESOURCES, renderReactionRoles, serveResources } from '../support/reaction-roles-harness';

const api = installApiStub();
installFakeClock();

beforeEach(() => {
  serveResources(api);
});

const messageBox = () => screen.getByRole('combobox', { name: RR_TEXTS.message }) as HTMLTextAreaElement;
/** The options of the open list `list`, once its code has loaded (on the first trigger typed). */
const options = async (list: string) =>
  within(await screen.findByRole('listbox', { name: list }, { timeout: 5000 }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('@role autocomplete', () => {
  it('suggests roles while typing @ and replaces the typed text with the chosen name', async () => {
    const { user } = renderReactionRoles();
    await loaded();
    await user.type(messageBox(), 'Hi @gam');
    expect(await options('Roles')).toEqual(['@Gamer', '@Game Night']);
    expect(messageBox().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('option', { name: '@Game Night' }));
    expect(messageBox().value).toBe('Hi @Game Night ');
    expect(screen.queryByRole('listbox', { name: 'Roles' })).toBeNull();
  });

  it('moves with the arrow keys, chooses with Enter and closes with Escape', async () => {
    const { user } = renderReactionRoles();
    await loaded();
    await user.type(messageBox(), '@');
    expect(await options('Roles')).toEqual(['@Server Owner', '@Warden', '@Admin', '@Gamer', '@Game Night']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: '@Admin' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(messageBox().value).toBe('@Admin ');
    await user.type(messageBox(), 'and @w');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Roles' })).toBeNull();
    expect(messageBox().value).toBe('@Admin and @w');
  });

  it('ignores an @ inside a word', async () => {
    const { user } = renderReactionRoles();
    await loaded();
    await user.type(messageBox(), 'mail me@gam');
    expect(screen.queryByRole('listbox', { name: 'Roles' })).toBeNull();
  });
});

describe('emoji box', () => {
  it("shows the built-in unicode set first after ':', then the server's emojis", async () => {
    const { user } = renderReactionRoles();
    await loaded();
    await user.type(screen.getByLabelText(ROW_TEXTS.emoji(1)), ':');
    const shown = await options('Emojis');
    expect(shown).toHaveLength(BUILTIN_EMOJIS.length + RR_RESOURCES.emojis.length);
    expect(shown.length).toBeLessThanOrEqual(EMOJI_PICKER_LIMIT);
    expect(shown[0]).toBe(`${BUILTIN_EMOJIS[0]?.emoji}:${BUILTIN_EMOJIS[0]?.name}:`);
    expect(shown.slice(-2)).toEqual([':warden_wave:', ':party_blob:']);
  });

  it("narrows to the server's emojis by name and puts ':name:' in the box", async () => {
    const { user } = renderReactionRoles();
    await loaded();
    const box = screen.getByLabelText(ROW_TEXTS.emoji(1)) as HTMLInputElement;
    await user.type(box, ':wa');
    expect(await options('Emojis')).toEqual([':warden_wave:', '👋:wave:']);
    await user.keyboard('{Enter}');
    expect(box.value).toBe(':warden_wave:');
    expect(screen.queryByText(ROW_TEXTS.unknownEmoji)).toBeNull();
  });

  it('opens the picker from its button and puts a chosen unicode emoji in', async () => {
    const { user } = renderReactionRoles();
    await loaded();
    await user.click(screen.getByRole('button', { name: ROW_TEXTS.pickEmoji(1) }));
    const box = screen.getByLabelText(ROW_TEXTS.emoji(1)) as HTMLInputElement;
    expect(box.value).toBe(':');
    expect(document.activeElement).toBe(box);
    const [first] = within(screen.getByRole('listbox', { name: 'Emojis' })).getAllByRole('option');
    await user.click(first as HTMLElement);
    expect(box.value).toBe(BUILTIN_EMOJIS[0]?.emoji);
  });
});

describe('preview', () => {
  it('shows the message and the buttons that will be sent', async () => {
    const { user } = renderReactionRoles();
    await loaded();
    const preview = screen.getByRole('region', { name: RR_TEXTS.previewHeading });
    expect(within(preview).getByText(RR_TEXTS.previewEmpty)).toBeTruthy();
    await user.type(messageBox(), 'Pick one');
    await user.selectOptions(screen.getByLabelText(ROW_TEXTS.role(1)), 'Gamer');
    await user.type(screen.getByLabelText(ROW_TEXTS.label(1)), 'Play');
    expect(within(preview).getByText('Pick one')).toBeTruthy();
    expect(within(preview).getByText('Play')).toBeTruthy();
  });
});

describe('leaving with unsent changes', () => {
  it('asks before a route change', async () => {
    const { user, router } = renderReactionRoles();
    await loaded();
    await user.type(screen.getByLabelText(ROW_TEXTS.label(1)), 'Unsent');
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByRole('alertdialog', { name: UNSAVED_CHANGES_TEXTS.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXTS.leave }));
    expect(await screen.findByText('Another page')).toBeTruthy();
  });
});
