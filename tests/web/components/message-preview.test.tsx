// The Discord-like message preview: header, embeds, buttons, and safety with images and links.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagePreview } from '#web/components/message-preview/message-preview';

describe('MessagePreview', () => {
  it("shows the bot name, BOT tag, content and a full embed given with Discord's field names", () => {
    const { container } = render(
      <MessagePreview
        message={{
          content: 'Hello **world**',
          embeds: [
            {
              color: 0xff0000,
              author: { name: 'Author', icon_url: 'https://img.example.com/author.png' },
              title: 'Title',
              url: 'https://example.com',
              description: 'Description',
              fields: [{ name: 'Field', value: 'Value', inline: true }],
              thumbnail: { url: 'https://img.example.com/thumb.png' },
              image: { url: 'https://img.example.com/image.png' },
              footer: { text: 'Footer', icon_url: 'https://img.example.com/footer.png' },
            },
          ],
          buttons: [{ label: 'Open', url: 'https://example.com/open' }],
        }}
      />,
    );
    expect(screen.getByText('Warden')).toBeTruthy();
    expect(screen.getByText('BOT')).toBeTruthy();
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Title' }).getAttribute('href')).toBe('https://example.com');
    expect(screen.getByText('Field')).toBeTruthy();
    expect(screen.getByText('Footer')).toBeTruthy();
    const sources = [...container.querySelectorAll('.preview-embed img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(sources).toEqual([
      'https://img.example.com/author.png',
      'https://img.example.com/image.png',
      'https://img.example.com/footer.png',
      'https://img.example.com/thumb.png',
    ]);
    const embed = container.querySelector<HTMLElement>('.preview-embed');
    expect(embed?.style.getPropertyValue('--embed-color')).toBe('#ff0000');
    expect(screen.getByRole('link', { name: /Open/ }).getAttribute('href')).toBe('https://example.com/open');
  });

  it('leaves out empty embeds and unsafe URLs', () => {
    const { container } = render(
      <MessagePreview
        message={{
          content: 'x',
          embeds: [
            { title: '' },
            { title: '  ', color: 0x00ff00, timestamp: '2025-01-06T14:03:22Z' },
            { title: 'Safe', url: 'javascript:alert(1)', image: { url: 'data:image/png;base64,AA' } },
          ],
          buttons: [{ label: 'Bad', url: 'javascript:alert(1)' }],
        }}
      />,
    );
    expect(container.querySelectorAll('.preview-embed')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.preview-embed__image')).toBeNull();
  });

  it('hides images that fail to load', () => {
    const { container } = render(
      <MessagePreview
        message={{ embeds: [{ title: 'T', image: { url: 'https://img.example.com/a.png' } }] }}
      />,
    );
    const image = container.querySelector('.preview-embed__image');
    expect(image).toBeTruthy();
    if (image) fireEvent.error(image);
    expect(container.querySelector('.preview-embed__image')).toBeNull();
  });

  it('draws role buttons in their Discord style', () => {
    render(<MessagePreview message={{ buttons: [{ label: 'Gamer', style: 3 }] }} />);
    expect(screen.getByText('Gamer').parentElement?.className).toContain('preview-button--success');
  });
});
