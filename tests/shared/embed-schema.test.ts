// The embed send body: Discord's limits, link rules, and empty optional parts as null.
import { describe, expect, it } from 'vitest';
import { embedSendSchema } from '#shared/schemas/embed';
import { expectLimit } from './support/expect-limit';
import {
  COMPLETE_EMBED_SEND,
  EMBED_LIMITS,
  EMPTY_EMBED_PARTS,
  embedSendBody,
  IDS,
  limitRows,
} from './support/samples';

describe('embedSendSchema', () => {
  it.each(limitRows(EMBED_LIMITS))(
    'accepts %s at its limit and refuses one more, naming the field',
    (_name, limit) => {
      expectLimit(embedSendSchema, limit);
    },
  );

  it('reads the total limit with a readable message', () => {
    const total = EMBED_LIMITS.find((limit) => limit.path === 'embed');
    const result = embedSendSchema.safeParse(total?.body(6001));
    expect(result.error?.issues[0]?.message).toBe("the embed's text must be at most 6000 characters in all");
  });

  it("gives zod's English messages for its built-in checks (zod/mini has none of its own)", () => {
    const result = embedSendSchema.safeParse(
      embedSendBody({ embed: { title: 5, color: -1, timestamp: 'x' } }),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['embed.title', 'Invalid input: expected string, received number'],
      ['embed.color', 'Too small: expected number to be >=0'],
      ['embed.timestamp', 'Invalid ISO datetime'],
    ]);
  });

  it('keeps a complete body as it is', () => {
    expect(embedSendSchema.parse(COMPLETE_EMBED_SEND)).toEqual(COMPLETE_EMBED_SEND);
  });

  it('fills missing optional parts with null and fields with an empty list', () => {
    expect(embedSendSchema.parse({ channelId: IDS.channel, embed: { title: 'T' } })).toEqual({
      channelId: IDS.channel,
      content: null,
      embed: { title: 'T', ...EMPTY_EMBED_PARTS },
    });
  });

  it('sends content alone with a null embed', () => {
    expect(embedSendSchema.parse({ channelId: IDS.channel, content: 'Hi' }).embed).toBeNull();
  });

  it('needs content or an embed', () => {
    const result = embedSendSchema.safeParse({ channelId: IDS.channel, content: '' });
    expect(result.error?.issues[0]?.message).toBe('a message needs content or an embed');
  });

  it('defaults a field to not inline', () => {
    const body = embedSendSchema.parse(embedSendBody({ embed: { fields: [{ name: 'a', value: 'b' }] } }));
    expect(body.embed?.fields).toEqual([{ name: 'a', value: 'b', inline: false }]);
  });

  it.each([
    ['a colour as hex text', { color: '#5865f2' }, 'embed.color'],
    ['a negative colour', { color: -1 }, 'embed.color'],
    ['a field without a value', { fields: [{ name: 'a', value: '' }] }, 'embed.fields.0.value'],
    ['a button without a URL', { button: { label: 'Go' } }, 'embed.button.url'],
    [
      'a footer icon that is not a link',
      { footer: { text: 'f', icon_url: 'server' } },
      'embed.footer.icon_url',
    ],
    ['a timestamp without a zone', { timestamp: '2026-01-02T03:04:05' }, 'embed.timestamp'],
  ])('refuses %s', (_case, embed, path) => {
    const result = embedSendSchema.safeParse(embedSendBody({ embed }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});
