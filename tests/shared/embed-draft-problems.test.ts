// Discord's limits on the embed draft: each limit at and over its edge, URLs, and the 6000 total.
import { describe, expect, it } from 'vitest';
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { type EmbedDraft, emptyEmbedDraft, storedEmbedDraftSchema } from '#shared/logic/embed-draft';
import {
  BUTTON_NEEDS_EMBED_PROBLEM,
  EMPTY_MESSAGE_PROBLEM,
  embedDraftProblems,
} from '#shared/logic/embed-draft-problems';

function draftWith(change: (draft: EmbedDraft) => void): EmbedDraft {
  const draft = emptyEmbedDraft();
  draft.embed.title = 'T';
  change(draft);
  return draft;
}
const messages = (draft: EmbedDraft) => embedDraftProblems(draft).map((problem) => problem.message);
const text = (length: number) => 'x'.repeat(length);

describe('embedDraftProblems', () => {
  it('accepts every text exactly at its limit', () => {
    const draft = draftWith((d) => {
      d.content = text(L.content);
      d.embed.title = text(L.embedTitle);
      d.embed.description = text(1000);
      d.embed.author.name = text(L.authorName);
      d.embed.footer.text = text(500);
      d.embed.button = { label: text(L.buttonLabel), url: `https://e.com/${text(L.linkUrl - 14)}` };
      d.embed.fields = [{ id: 'a', name: text(L.fieldName), value: text(L.fieldValue), inline: false }];
    });
    expect(embedDraftProblems(draft)).toEqual([]);
  });

  it('names each text that is one character over, with its count', () => {
    const draft = draftWith((d) => {
      d.content = text(L.content + 1);
      d.embed.title = text(L.embedTitle + 1);
      d.embed.author.name = text(L.authorName + 1);
      d.embed.footer.text = text(L.footerText + 1);
      d.embed.button = { label: text(L.buttonLabel + 1), url: 'https://e.com' };
      d.embed.fields = [
        { id: 'a', name: 'ok', value: 'ok', inline: false },
        { id: 'b', name: text(L.fieldName + 1), value: text(L.fieldValue + 1), inline: false },
      ];
    });
    expect(messages(draft)).toEqual([
      'Message content is too long: 2001/2000 characters',
      'Title is too long: 257/256 characters',
      'Author name is too long: 257/256 characters',
      'Field 2 name is too long: 257/256 characters',
      'Field 2 value is too long: 1025/1024 characters',
      'Footer text is too long: 2049/2048 characters',
      'Button label is too long: 81/80 characters',
    ]);
  });

  it('flags a description over 4096 and an embed over 6000 characters in all', () => {
    expect(messages(draftWith((d) => (d.embed.description = text(L.embedDescription + 1))))).toContain(
      'Description is too long: 4097/4096 characters',
    );
    const long = draftWith((d) => {
      d.embed.title = '';
      d.embed.description = text(4000);
      d.embed.footer.text = text(2001);
    });
    expect(messages(long)).toEqual(['The embed is too long: 6001/6000 characters in all']);
  });

  it('allows 25 fields and flags 26', () => {
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `f${i}`, name: 'n', value: 'v', inline: false }));
    expect(embedDraftProblems(draftWith((d) => (d.embed.fields = fields(25))))).toEqual([]);
    expect(messages(draftWith((d) => (d.embed.fields = fields(26))))).toEqual(['Too many fields: 26/25']);
  });

  it('wants link URLs to be http(s) and at most 512 characters; blank URLs are fine', () => {
    const draft = draftWith((d) => {
      d.embed.author = { name: 'A', icon_url: 'javascript:alert(1)', url: 'ftp://e.com' };
      d.embed.thumbnail.url = 'not a url';
      d.embed.image.url = `https://e.com/${text(L.linkUrl)}`;
      d.embed.footer = { text: 'F', icon_url: '' };
      d.embed.button = { label: 'Go', url: 'e.com' };
    });
    expect(embedDraftProblems(draft)).toEqual([
      { path: 'author.icon_url', message: 'Author icon URL must be a valid http(s) URL' },
      { path: 'author.url', message: 'Author URL must be a valid http(s) URL' },
      { path: 'thumbnail.url', message: 'Thumbnail URL must be a valid http(s) URL' },
      { path: 'image.url', message: 'Image URL is too long: 526/512 characters' },
      { path: 'button.url', message: 'Button URL must be a valid http(s) URL' },
    ]);
  });

  it('wants something to send, and an embed for the button to ride on', () => {
    expect(messages(emptyEmbedDraft())).toEqual([EMPTY_MESSAGE_PROBLEM]);
    const buttonOnly = draftWith((d) => {
      d.embed.title = '';
      d.content = 'Hi';
      d.embed.button = { label: 'Go', url: 'https://e.com' };
    });
    expect(messages(buttonOnly)).toEqual([BUTTON_NEEDS_EMBED_PROBLEM]);
    expect(messages(draftWith((d) => (d.embed.title = '')))).toEqual([EMPTY_MESSAGE_PROBLEM]);
  });
});

describe('storedEmbedDraftSchema', () => {
  it('reads back a stored draft unchanged', () => {
    const draft = draftWith((d) => {
      d.channelId = '110000000000000102';
      d.embed.fields = [{ id: 'f', name: 'n', value: 'v', inline: true }];
    });
    expect(storedEmbedDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('repairs damaged parts instead of failing', () => {
    const parsed = storedEmbedDraftSchema.parse({
      content: 42,
      embed: { title: 'Kept', color: 'blue', fields: [{ name: 'n', value: 1 }], author: 'x' },
    });
    expect(parsed.content).toBe('');
    expect(parsed.embed.title).toBe('Kept');
    expect(parsed.embed.color).toBe('#5865f2');
    expect(parsed.embed.author).toEqual({ name: '', icon_url: '', url: '' });
    expect(parsed.embed.fields).toEqual([{ id: expect.any(String), name: 'n', value: '', inline: false }]);
    expect(storedEmbedDraftSchema.parse('junk')).toEqual(emptyEmbedDraft());
  });
});
