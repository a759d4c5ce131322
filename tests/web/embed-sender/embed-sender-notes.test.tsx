// Embed sender notes that never block a send: a side colour that barely shows in the previewed theme, and the alt-text reminder of images.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLOR_INPUT_TEXTS } from '#web/components/color-input';
import { EMBED_NOTE_TEXTS } from '#web/components/embed-notes';
import {
  channelSelect,
  installEmbedSenderStub,
  renderEmbedSender,
  sendButton,
} from '../support/embed-sender-harness';

installEmbedSenderStub();

const setColour = (hex: string) =>
  fireEvent.change(screen.getByLabelText(COLOR_INPUT_TEXTS.hex), { target: { value: hex } });

describe('notes', () => {
  it('warns of a side colour that barely shows in the previewed theme, without blocking the send', async () => {
    const { user } = renderEmbedSender();
    await user.selectOptions(await channelSelect(), '#general');
    await user.type(screen.getByLabelText('Title'), 'Hello');
    expect(screen.queryByText(/barely shows/)).toBeNull();

    setColour('#1e1f22');
    expect(screen.getByText(EMBED_NOTE_TEXTS.sideColour('dark', 1.3))).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(false);

    const preview = screen.getByRole('region', { name: 'Preview' });
    await user.click(within(within(preview).getByRole('group', { name: 'Theme' })).getByLabelText('Light'));
    expect(screen.queryByText(/barely shows/)).toBeNull();
    setColour('#fee75c');
    expect(
      screen.getByText(
        "This side colour barely shows against Discord's light theme (contrast 1.3:1); a darker colour stands out more.",
      ),
    ).toBeTruthy();

    await user.click(within(within(preview).getByRole('group', { name: 'Theme' })).getByLabelText('Onyx'));
    expect(screen.queryByText(/barely shows/)).toBeNull();
    setColour('#2b2d31');
    expect(
      screen.getByText(
        "This side colour barely shows against Discord's onyx theme (contrast 1.5:1); a lighter colour stands out more.",
      ),
    ).toBeTruthy();
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('reminds that embed images have no alt text once an image URL is filled in', async () => {
    const { user } = renderEmbedSender();
    expect(screen.queryByText(EMBED_NOTE_TEXTS.imageAltText)).toBeNull();
    await user.type(screen.getByLabelText('Image URL'), 'https://img.example.com/banner.png');
    const note = screen.getByText(EMBED_NOTE_TEXTS.imageAltText);
    expect(screen.getByLabelText('Image URL').getAttribute('aria-describedby')).toContain(note.id);
  });
});
