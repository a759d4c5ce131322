// Problems of the embed draft, read from the worker's send schema: each limit at and over its edge, URLs, the 6000 total.
import { describe, expect, it } from 'vitest';
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { embedDraftProblems } from '#web/features/embed-sender/logic/embed-draft-problems';
import { type EmbedDraft, embedDraftSchema, emptyEmbedDraft } from '#web/lib/embed/embed-draft';

const EMPTY_MESSAGE_PROBLEM = 'Add message content or something to the embed before sending';
const BUTTON_NEEDS_EMBED_PROBLEM =
  'The button is sent with the embed: add a title, description, field or image to the embed';

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
    expect(embedDraftProblems(draft)).toEqual([
      { path: 'content', message: 'Message content must be at most 2000 characters' },
      { path: 'title', message: 'Title must be at most 256 characters' },
      { path: 'author.name', message: 'Author name must be at most 256 characters' },
      { path: 'footer.text', message: 'Footer text must be at most 2048 characters' },
      { path: 'fields.1.name', message: 'Field 2 name must be at most 256 characters' },
      { path: 'fields.1.value', message: 'Field 2 value must be at most 1024 characters' },
      { path: 'button.label', message: 'Button label must be at most 80 characters' },
    ]);
  });

  it('flags a description over 4096 and an embed over 6000 characters in all', () => {
    expect(messages(draftWith((d) => (d.embed.description = text(L.embedDescription + 1))))).toContain(
      'Description must be at most 4096 characters',
    );
    const long = draftWith((d) => {
      d.embed.title = '';
      d.embed.description = text(4000);
      d.embed.footer.text = text(2001);
    });
    expect(embedDraftProblems(long)).toEqual([
      { path: 'embed', message: "The embed's text must be at most 6000 characters in all" },
    ]);
  });

  it('allows 25 fields and flags 26', () => {
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `f${i}`, name: 'n', value: 'v', inline: false }));
    expect(embedDraftProblems(draftWith((d) => (d.embed.fields = fields(25))))).toEqual([]);
    expect(messages(draftWith((d) => (d.embed.fields = fields(26))))).toEqual([
      'The embed must have at most 25 fields',
    ]);
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
      { path: 'image.url', message: 'Image URL must be at most 512 characters' },
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

it('numbers a field by its row in the draft, even when blank rows before it are not sent', () => {
  const draft = draftWith((d) => {
    d.embed.fields = [
      { id: 'a', name: 'only a name', value: '', inline: false },
      { id: 'b', name: 'n', value: text(L.fieldValue + 1), inline: false },
    ];
  });
  expect(embedDraftProblems(draft)).toEqual([
    { path: 'fields.1.value', message: 'Field 2 value must be at most 1024 characters' },
  ]);
});

it('checks only what the send would hold: an author icon without an author name is left out, not flagged', () => {
  const draft = draftWith((d) => (d.embed.author.icon_url = 'not a url'));
  expect(embedDraftProblems(draft)).toEqual([]);
});

describe('embedDraftSchema', () => {
  it('accepts a draft as stored', () => {
    const draft = draftWith((d) => {
      d.channelId = '110000000000000102';
      d.embed.fields = [{ id: 'f', name: 'n', value: 'v', inline: true }];
    });
    expect(embedDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('refuses a stored value of another shape', () => {
    const wrongType = { ...emptyEmbedDraft(), content: 42 };
    const badColour = draftWith((d) => (d.embed.color = 'blue'));
    for (const value of [wrongType, badColour, 'junk', null, { content: 'only' }]) {
      expect(embedDraftSchema.safeParse(value).success).toBe(false);
    }
  });
});
