// The one "this embed draws something" rule, used by the send body, the previews and the welcomer.
import { describe, expect, it } from 'vitest';
import type { DiscordEmbed } from '#shared/schemas/embed';
import { welcomeConfigSchema } from '#shared/schemas/welcomer';
import { welcomeEmbedHasContent } from '#web/features/welcomer/logic/welcome-validation';
import { embedHasContent } from '#web/lib/embed/embed-content';
import { emptyEmbedDraft } from '#web/lib/embed/embed-draft';
import { buildEmbedSendPayload } from '#web/lib/embed/embed-payload';

describe('embedHasContent', () => {
  it.each([
    ['a title', { title: 'T' }],
    ['a description', { description: 'D' }],
    ['a field', { fields: [{ name: 'n', value: 'v' }] }],
    ['an author name', { author: { name: 'A' } }],
    ['a thumbnail', { thumbnail: { url: 'https://e.com/t.png' } }],
    ['an image', { image: { url: 'https://e.com/i.png' } }],
    ['footer text', { footer: { text: 'F' } }],
  ])('is true with only %s', (_what, embed) => {
    expect(embedHasContent(embed)).toBe(true);
  });

  it('is false for nothing, blank texts, empty parts, or only colour, link and timestamp', () => {
    expect(embedHasContent({})).toBe(false);
    expect(
      embedHasContent({
        title: '   ',
        description: null,
        author: { name: ' ', icon_url: 'https://e.com/a.png' },
        thumbnail: { url: '' },
        image: null,
        footer: { text: '', icon_url: 'https://e.com/f.png' },
        fields: [],
      }),
    ).toBe(false);
    const decorations: DiscordEmbed = {
      color: 0xff0000,
      url: 'https://e.com',
      timestamp: '2025-01-06T14:03:22Z',
    };
    expect(embedHasContent(decorations)).toBe(false);
  });

  it('decides whether the embed sender sends an embed', () => {
    const draft = emptyEmbedDraft();
    draft.content = 'Hi';
    draft.embed.timestamp = true;
    draft.embed.author.icon_url = 'https://e.com/a.png';
    expect(buildEmbedSendPayload(draft, new Date()).embed).toBeNull();
    draft.embed.footer.text = 'F';
    expect(buildEmbedSendPayload(draft, new Date()).embed?.footer).toEqual({ text: 'F', icon_url: null });
  });

  it("decides the welcomer's embed, where a member-avatar or server-icon thumbnail always draws", () => {
    const embed = (part: object) => welcomeConfigSchema.parse({ embed: part }).embed;
    expect(welcomeEmbedHasContent(embed({}))).toBe(false);
    expect(welcomeEmbedHasContent(embed({ title: '  ', timestamp: true }))).toBe(false);
    expect(welcomeEmbedHasContent(embed({ footer: { text: 'F' } }))).toBe(true);
    expect(welcomeEmbedHasContent(embed({ thumbnail: { type: 'server_avatar' } }))).toBe(true);
    expect(welcomeEmbedHasContent(embed({ thumbnail: { type: 'custom', url: 'https://e.com/t.png' } }))).toBe(
      true,
    );
  });
});
