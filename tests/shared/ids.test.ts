// Discord snowflakes and link URLs: the id and link rules every route and editor share.
import { describe, expect, it } from 'vitest';
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { isHttpUrl, isSnowflake } from '#shared/logic/ids';
import { linkUrlSchema, snowflakeSchema } from '#shared/schemas/ids';
import { urlOfLength } from './support/samples';

describe('snowflakeSchema', () => {
  it.each(['12345678901234567', '1100000000000000001', '12345678901234567890'])('accepts %s', (id) => {
    expect(snowflakeSchema.parse(id)).toBe(id);
  });

  it.each([
    ['16 digits', '1234567890123456'],
    ['21 digits', '123456789012345678901'],
    ['letters', 'abcdefghijklmnopq'],
    ['a space', ' 12345678901234567'],
    ['a trailing newline', '12345678901234567\n'],
    ['a sign', '+12345678901234567'],
    ['an empty string', ''],
  ])('refuses %s with a readable message', (_case, id) => {
    const result = snowflakeSchema.safeParse(id);
    expect(result.error?.issues[0]?.message).toBe('must be a Discord id (17 to 20 digits)');
  });

  it('refuses a number: ids beyond 2^53 lose digits', () => {
    expect(snowflakeSchema.safeParse(110000000000000000).success).toBe(false);
  });
});

describe('isSnowflake', () => {
  it.each(['12345678901234567', '1100000000000000001', '12345678901234567890'])('accepts %s', (id) => {
    expect(isSnowflake(id)).toBe(true);
  });

  it.each([
    ['16 digits', '1234567890123456'],
    ['21 digits', '123456789012345678901'],
    ['letters', 'abcdefghijklmnopq'],
    ['a trailing newline', '12345678901234567\n'],
    ['an empty string', ''],
    ['a number', 110000000000000000],
    ['undefined', undefined],
  ])('refuses %s, as snowflakeSchema does', (_case, id) => {
    expect(isSnowflake(id)).toBe(false);
    expect(snowflakeSchema.safeParse(id).success).toBe(false);
  });
});

describe('linkUrlSchema', () => {
  it.each(['https://example.com', 'http://127.0.0.1:8787/a?b=c#d', 'HTTPS://EXAMPLE.COM/x'])(
    'accepts %s',
    (url) => {
      expect(linkUrlSchema.parse(url)).toBe(url);
    },
  );

  it(`accepts ${DISCORD_LIMITS.linkUrl} characters and refuses one more`, () => {
    expect(linkUrlSchema.safeParse(urlOfLength(DISCORD_LIMITS.linkUrl)).success).toBe(true);
    const over = linkUrlSchema.safeParse(urlOfLength(DISCORD_LIMITS.linkUrl + 1));
    expect(over.error?.issues.map((issue) => issue.message)).toEqual(['must be at most 512 characters']);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://example.com/file'],
    ['mailto:', 'mailto:a@example.com'],
    ['a relative path', '/dashboard'],
    ['a bare host', 'example.com'],
    ['junk', 'https://'],
  ])('refuses %s', (_case, url) => {
    expect(linkUrlSchema.safeParse(url).error?.issues[0]?.message).toBe('must be a valid http(s) URL');
    expect(isHttpUrl(url)).toBe(false);
  });
});
