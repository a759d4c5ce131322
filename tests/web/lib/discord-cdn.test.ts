// CDN URLs and initials of the fallback avatar.
import { describe, expect, it } from 'vitest';
import { guildIconUrl, initialsOf, userAvatarUrl } from '#shared/logic/discord-cdn';
import { safeHttpUrl } from '#web/lib/safe-url';

describe('discord CDN URLs', () => {
  it('builds avatar and icon URLs at the requested size, gif for animated hashes', () => {
    expect(userAvatarUrl('1', 'abc', 64)).toBe('https://cdn.discordapp.com/avatars/1/abc.png?size=64');
    expect(userAvatarUrl('1', 'a_abc', 256)).toBe('https://cdn.discordapp.com/avatars/1/a_abc.gif?size=256');
    expect(guildIconUrl('2', 'def', 128)).toBe('https://cdn.discordapp.com/icons/2/def.png?size=128');
  });

  it('gives null without a hash', () => {
    expect(userAvatarUrl('1', null, 64)).toBeNull();
    expect(guildIconUrl('2', undefined, 128)).toBeNull();
    expect(guildIconUrl(undefined, 'def', 128)).toBeNull();
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Pixel Plaza')).toBe('PP');
    expect(initialsOf('server')).toBe('S');
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('safeHttpUrl', () => {
  it('keeps http(s) URLs and rejects everything else', () => {
    expect(safeHttpUrl(' https://x.test/a ')).toBe('https://x.test/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
