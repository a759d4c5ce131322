// The embed send body built from a draft: nulls for empty parts, dropped fields, colour and timestamp.
import { describe, expect, it } from 'vitest';
import { embedSendSchema } from '#shared/schemas/embed';
import { type EmbedDraft, emptyEmbedDraft, isEmbedDraftDirty } from '#web/lib/embed/embed-draft';
import { buildEmbedSendPayload, colorNumberToHex, hexToColorNumber } from '#web/lib/embed/embed-payload';

const NOW = new Date('2026-05-04T12:30:00.000Z');
const CHANNEL = '110000000000000102';

function draftWith(change: (draft: EmbedDraft) => void): EmbedDraft {
  const draft = emptyEmbedDraft();
  draft.channelId = CHANNEL;
  change(draft);
  return draft;
}

describe('buildEmbedSendPayload', () => {
  it('sends every part of a full draft, the colour as a number and the timestamp as now', () => {
    const draft = draftWith((d) => {
      d.content = 'Hello @here';
      d.embed.title = 'Patch notes';
      d.embed.description = 'All **new**';
      d.embed.color = '#ff8800';
      d.embed.author = { name: 'Warden', icon_url: ' https://e.com/a.png ', url: 'https://e.com' };
      d.embed.thumbnail.url = 'https://e.com/t.png';
      d.embed.image.url = 'https://e.com/i.png';
      d.embed.footer = { text: 'v2.4.1', icon_url: 'https://e.com/f.png' };
      d.embed.timestamp = true;
      d.embed.fields = [
        { id: 'a', name: 'One', value: '1', inline: true },
        { id: 'b', name: 'Two', value: '2', inline: false },
      ];
      d.embed.button = { label: 'Docs', url: 'https://e.com/docs' };
    });
    const payload = buildEmbedSendPayload(draft, NOW);
    expect(payload).toEqual({
      channelId: CHANNEL,
      content: 'Hello @here',
      embed: {
        title: 'Patch notes',
        description: 'All **new**',
        color: 0xff8800,
        author: { name: 'Warden', icon_url: 'https://e.com/a.png', url: 'https://e.com' },
        thumbnail: { url: 'https://e.com/t.png' },
        image: { url: 'https://e.com/i.png' },
        footer: { text: 'v2.4.1', icon_url: 'https://e.com/f.png' },
        timestamp: '2026-05-04T12:30:00.000Z',
        fields: [
          { name: 'One', value: '1', inline: true },
          { name: 'Two', value: '2', inline: false },
        ],
        button: { label: 'Docs', url: 'https://e.com/docs' },
      },
    });
    expect(embedSendSchema.parse(payload)).toEqual(payload);
  });

  it('sends empty optional parts as null and drops fields lacking a name or a value', () => {
    const draft = draftWith((d) => {
      d.content = '   ';
      d.embed.title = 'Only a title';
      d.embed.author = { name: ' ', icon_url: 'https://e.com/a.png', url: '' };
      d.embed.footer = { text: '', icon_url: 'https://e.com/f.png' };
      d.embed.button = { label: 'No URL', url: '' };
      d.embed.fields = [
        { id: 'a', name: 'Name only', value: '', inline: false },
        { id: 'b', name: '', value: 'Value only', inline: true },
        { id: 'c', name: 'Kept', value: 'yes', inline: false },
      ];
    });
    expect(buildEmbedSendPayload(draft, NOW)).toEqual({
      channelId: CHANNEL,
      content: null,
      embed: {
        title: 'Only a title',
        description: null,
        color: 0x5865f2,
        author: null,
        thumbnail: null,
        image: null,
        footer: null,
        timestamp: null,
        fields: [{ name: 'Kept', value: 'yes', inline: false }],
        button: null,
      },
    });
  });

  it('sends a content-only message with a null embed (colour alone draws nothing)', () => {
    const payload = buildEmbedSendPayload(
      draftWith((d) => {
        d.content = 'Just text';
        d.embed.timestamp = true;
      }),
      NOW,
    );
    expect(payload).toEqual({ channelId: CHANNEL, content: 'Just text', embed: null });
    expect(embedSendSchema.safeParse(payload).success).toBe(true);
  });

  it('keeps an image-only embed', () => {
    const payload = buildEmbedSendPayload(
      draftWith((d) => {
        d.embed.image.url = 'https://e.com/i.png';
      }),
      NOW,
    );
    expect(payload.embed?.image).toEqual({ url: 'https://e.com/i.png' });
  });
});

describe('hex colours', () => {
  it('parses #rrggbb and rrggbb and rejects anything else', () => {
    expect(hexToColorNumber('#5865f2')).toBe(5793266);
    expect(hexToColorNumber('FFFFFF')).toBe(0xffffff);
    expect(() => hexToColorNumber('#fff')).toThrow(RangeError);
    expect(() => hexToColorNumber('red')).toThrow(RangeError);
  });

  it('formats numbers back, clamping out-of-range values', () => {
    expect(colorNumberToHex(0x5865f2)).toBe('#5865f2');
    expect(colorNumberToHex(255)).toBe('#0000ff');
    expect(colorNumberToHex(-4)).toBe('#000000');
    expect(colorNumberToHex(0x1000000)).toBe('#ffffff');
  });
});

describe('isEmbedDraftDirty', () => {
  it('is false for a blank draft, even with a channel chosen', () => {
    expect(isEmbedDraftDirty(emptyEmbedDraft())).toBe(false);
    expect(isEmbedDraftDirty(draftWith(() => undefined))).toBe(false);
  });

  it('is true once anything is typed, ticked, added or recoloured', () => {
    expect(isEmbedDraftDirty(draftWith((d) => (d.content = 'x')))).toBe(true);
    expect(isEmbedDraftDirty(draftWith((d) => (d.embed.timestamp = true)))).toBe(true);
    expect(isEmbedDraftDirty(draftWith((d) => (d.embed.color = '#000000')))).toBe(true);
    expect(
      isEmbedDraftDirty(
        draftWith((d) => d.embed.fields.push({ id: 'x', name: '', value: '', inline: false })),
      ),
    ).toBe(true);
  });
});
