// Import and export of the embed draft as Discord message JSON (Discohook, discord.js).
import { describe, expect, it } from 'vitest';
import { type EmbedDraft, emptyEmbedDraft } from '#web/lib/embed/embed-draft';
import { draftToDiscordJson, parseDraftJson } from '#web/lib/embed/embed-json';

const NOW = new Date('2026-05-04T12:30:00.000Z');

function fullDraft(): EmbedDraft {
  const draft = emptyEmbedDraft();
  draft.content = 'Hello';
  draft.embed = {
    title: 'Title',
    description: 'Desc',
    color: '#ff8800',
    author: { name: 'A', icon_url: 'https://e.com/a.png', url: '' },
    thumbnail: { url: 'https://e.com/t.png' },
    image: { url: '' },
    footer: { text: '', icon_url: 'https://e.com/f.png' },
    timestamp: true,
    fields: [{ id: 'f1', name: 'N', value: 'V', inline: true }],
    button: { label: 'Docs', url: 'https://e.com/docs' },
  };
  return draft;
}

const withoutIds = (draft: EmbedDraft) => ({
  ...draft,
  embed: { ...draft.embed, fields: draft.embed.fields.map(({ id: _id, ...rest }) => rest) },
});

describe('draftToDiscordJson', () => {
  it('writes Discord message JSON with one embed and a link button row', () => {
    expect(draftToDiscordJson(fullDraft(), NOW)).toEqual({
      content: 'Hello',
      embeds: [
        {
          title: 'Title',
          description: 'Desc',
          color: 0xff8800,
          author: { name: 'A', icon_url: 'https://e.com/a.png' },
          thumbnail: { url: 'https://e.com/t.png' },
          footer: { icon_url: 'https://e.com/f.png' },
          timestamp: '2026-05-04T12:30:00.000Z',
          fields: [{ name: 'N', value: 'V', inline: true }],
        },
      ],
      components: [
        { type: 1, components: [{ type: 2, style: 5, label: 'Docs', url: 'https://e.com/docs' }] },
      ],
    });
  });

  it('writes only the colour for a blank draft', () => {
    expect(draftToDiscordJson(emptyEmbedDraft(), NOW)).toEqual({ embeds: [{ color: 0x5865f2 }] });
  });

  it('round-trips through parseDraftJson without losing anything', () => {
    const draft = fullDraft();
    const back = parseDraftJson(JSON.stringify(draftToDiscordJson(draft, NOW)));
    expect(back.ok && withoutIds(back.draft)).toEqual(withoutIds(draft));
  });
});

describe('parseDraftJson', () => {
  it('reads a Discohook share with its first message, noting the rest', () => {
    const result = parseDraftJson(
      JSON.stringify({
        version: 'd2',
        messages: [
          {
            data: {
              content: 'First',
              embeds: [{ title: 'E1', color: 16711680 }, { title: 'E2' }],
              attachments: [],
            },
          },
          { data: { content: 'Second' } },
        ],
      }),
      '110000000000000102',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.draft.channelId).toBe('110000000000000102');
    expect(result.draft.content).toBe('First');
    expect(result.draft.embed.title).toBe('E1');
    expect(result.draft.embed.color).toBe('#ff0000');
    expect(result.notes).toEqual([
      'Only the first message was imported',
      'Only the first of 2 embeds was imported',
    ]);
  });

  it('reads a bare discord.js embed and a { embed } object', () => {
    const bare = parseDraftJson('{"title":"Bare","color":"#00FF00","timestamp":"2020-01-01T00:00:00Z"}');
    expect(bare.ok && [bare.draft.embed.title, bare.draft.embed.color, bare.draft.embed.timestamp]).toEqual([
      'Bare',
      '#00ff00',
      true,
    ]);
    const wrapped = parseDraftJson('{"embed":{"description":"Wrapped"}}');
    expect(wrapped.ok && wrapped.draft.embed.description).toBe('Wrapped');
  });

  it('keeps the first link button and notes other components', () => {
    const result = parseDraftJson(
      JSON.stringify({
        content: 'x',
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 1, label: 'Role', custom_id: 'r' },
              { type: 2, style: 5, label: 'Site', url: 'https://e.com' },
            ],
          },
        ],
      }),
    );
    expect(result.ok && result.draft.embed.button).toEqual({ label: 'Site', url: 'https://e.com' });
    expect(result.ok && result.notes).toEqual([
      'Only one link button is kept; other components were left out',
    ]);
  });

  it('keeps texts over Discord limits so nothing is lost', () => {
    const long = 'x'.repeat(300);
    const result = parseDraftJson(JSON.stringify({ embeds: [{ title: long }] }));
    expect(result.ok && result.draft.embed.title).toBe(long);
  });

  it('explains bad JSON, wrong shapes and wrong types', () => {
    const bad = parseDraftJson('{"title": ');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^This is not valid JSON: /);
    expect(parseDraftJson('[1,2]')).toEqual({
      ok: false,
      error: 'The JSON must be an object: a Discord message, a Discohook backup or an embed',
    });
    expect(parseDraftJson('{"messages":[]}')).toEqual({
      ok: false,
      error: 'The Discohook data holds no messages',
    });
    expect(parseDraftJson('{}')).toEqual({
      ok: false,
      error: 'This JSON holds no message content, embed or button',
    });
    const wrongType = parseDraftJson('{"embeds":[{"title":5}]}');
    expect(!wrongType.ok && wrongType.error).toMatch(
      /^This JSON does not fit a Discord message: embeds\[0\]\.title: /,
    );
    const badColor = parseDraftJson('{"embeds":[{"title":"t","color":"orange"}]}');
    expect(!badColor.ok && badColor.error).toMatch(/embeds\[0\]\.color/);
  });
});
