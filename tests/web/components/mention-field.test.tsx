// The text fields' autocomplete combobox: ARIA wiring, keys, Escape, the announced count and the text a choice inserts.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { type MentionSources, MentionSourcesProvider } from '#web/components/autocomplete/mention-sources';
import { LiveRegion } from '#web/components/live-region';
import type { FieldSyntax } from '#web/lib/autocomplete/suggestions';
import { createStore, Provider } from '#web/lib/jotai';
import { MENTION_SOURCES } from '../support/mention-fixture';
import { announced } from '../support/render-app';

const SOURCES = MENTION_SOURCES;

function Host({ sources, syntax }: { sources: MentionSources | null; syntax?: FieldSyntax }) {
  const [value, setValue] = useState('');
  const field = (
    <MentionField label="Description" value={value} onChange={setValue} multiline syntax={syntax} />
  );
  return sources ? <MentionSourcesProvider value={sources}>{field}</MentionSourcesProvider> : field;
}

function renderField(sources: MentionSources | null = SOURCES, syntax?: FieldSyntax) {
  render(
    <Provider store={createStore()}>
      <Host sources={sources} syntax={syntax} />
      <LiveRegion />
    </Provider>,
  );
  return userEvent.setup();
}

const box = () => screen.getByRole('combobox', { name: 'Description' }) as HTMLTextAreaElement;
/** The list `list` once shown: its code loads on the first trigger typed, so the first list comes a moment later. */
const openList = (list: string) => screen.findByRole('listbox', { name: list }, { timeout: 5000 });
const optionTexts = async (list: string) =>
  within(await openList(list))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('MentionField', () => {
  it('is a closed combobox until a trigger is typed, then controls the listbox and its active option', async () => {
    const user = renderField();
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().hasAttribute('aria-controls')).toBe(false);
    await user.type(box(), 'See #');
    const list = await openList('Channels');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    const first = within(list).getByRole('option', { name: '#welcome' });
    expect(box().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('chooses a channel with the arrow keys and Enter, inserting <#id> and a space', async () => {
    const user = renderField();
    await user.type(box(), 'See #');
    expect(await optionTexts('Channels')).toEqual(['#welcome', '#general', '#announcements']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('option', { name: '#general' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(box().value).toBe('See <#110000000000000102> ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses a role with Tab, inserting <@&id>, and offers @everyone and @here', async () => {
    const user = renderField();
    await user.type(box(), 'Hi @');
    expect(await optionTexts('Roles')).toEqual(['@Admin', '@Moderator', '@everyone', '@here']);
    await user.type(box(), 'mod');
    await user.keyboard('{Tab}');
    expect(box().value).toBe('Hi <@&110000000000000116> ');
    expect(box()).toBe(document.activeElement);
    await user.type(box(), '@ev{Enter}');
    expect(box().value).toBe('Hi <@&110000000000000116> @everyone ');
  });

  it("inserts a server emoji as <:name:id> and a unicode emoji, loaded on the first ':' list, as itself", async () => {
    const user = renderField();
    await user.type(box(), ':wa');
    expect((await optionTexts('Emoji'))[0]).toBe(':warden_wave:');
    await user.keyboard('{Enter}');
    expect(box().value).toBe('<:warden_wave:110000000000000121> ');
    await user.type(box(), ':tada');
    await waitFor(async () => expect((await optionTexts('Emoji'))[0]).toBe('🎉:tada:'));
    await user.click(screen.getByRole('option', { name: ':tada:' }));
    expect(box().value).toBe('<:warden_wave:110000000000000121> 🎉 ');
  });

  it('closes with Escape, leaving the typed text, and stays closed until the next keystroke', async () => {
    const user = renderField();
    await user.type(box(), 'See #ge');
    await openList('Channels');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().value).toBe('See #ge');
    await user.keyboard('{Enter}');
    expect(box().value).toBe('See #ge\n');
    await user.type(box(), '#g');
    expect(await optionTexts('Channels')).toEqual(['#general']);
  });

  it('announces the number of suggestions politely while the list is open', async () => {
    const user = renderField();
    await user.type(box(), '#');
    await waitFor(() => expect(announced('polite')).toBe('3 suggestions'));
    await user.type(box(), 'gen');
    await waitFor(() => expect(announced('polite')).toBe('1 suggestion'));
  });

  it('offers only unicode emoji in a plain-text field', async () => {
    const user = renderField(SOURCES, 'plain');
    await user.type(box(), '#ge @ad');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box(), ' :war');
    await waitFor(async () => expect((await optionTexts('Emoji'))[0]).toBe('⚠️:warning:'));
    expect((await optionTexts('Emoji')).filter((text) => text?.includes('warden_wave'))).toEqual([]);
  });

  it('is a plain text field outside an editor', async () => {
    const user = renderField(null);
    const field = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    await user.type(field, '#ge');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.value).toBe('#ge');
  });
});
