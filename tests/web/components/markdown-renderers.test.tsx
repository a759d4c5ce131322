// Every place that draws Discord markdown (message previews with embeds, transcripts) goes through the one parser and draws the same.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagePreview } from '#web/components/message-preview/message-preview';
import { TranscriptMessage } from '#web/features/transcripts/components/transcript-message';

const MARKDOWN = '*a* *b* </ban user:123456789012345678>\n>no quote';

/** What a user sees of MARKDOWN: two italic words, a command chip, and the unquoted `>` line. */
function expectDiscordRendering(container: HTMLElement) {
  expect([...container.querySelectorAll('em')].map((em) => em.textContent)).toEqual(['a', 'b']);
  expect(container.querySelector('.md-mention')?.textContent).toBe('/ban user');
  expect(container.querySelector('blockquote')).toBeNull();
  expect(container.textContent).toContain('>no quote');
}

describe('markdown in every renderer', () => {
  it('draws message content (welcome, autoresponder and embed sender previews) Discord’s way', () => {
    const { container } = render(<MessagePreview message={{ content: MARKDOWN }} />);
    expectDiscordRendering(container.querySelector('.preview-message__content') as HTMLElement);
  });

  it('draws an embed description Discord’s way', () => {
    const { container } = render(<MessagePreview message={{ embeds: [{ description: MARKDOWN }] }} />);
    expectDiscordRendering(container);
  });

  it('draws transcript messages Discord’s way', () => {
    const message = {
      number: 1,
      timestamp: 'Mon, 06 Jan 2025 14:03:22 GMT',
      time: Date.parse('2025-01-06T14:03:22Z'),
      author: 'ava',
      bot: false,
      content: MARKDOWN,
      textLength: MARKDOWN.length,
      embeds: [],
      reactions: [],
    };
    const { container } = render(
      <TranscriptMessage
        message={message}
        match={false}
        current={false}
        target={false}
        onCopyLink={() => {}}
      />,
    );
    expectDiscordRendering(container);
  });
});
