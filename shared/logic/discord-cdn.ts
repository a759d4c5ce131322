// URLs of images on Discord's CDN: user avatars, server icons and custom emojis.

const CDN = 'https://cdn.discordapp.com';

/** Sizes the spec uses: avatars 64 or 256, server icons 128. */
export type CdnSize = 64 | 128 | 256;

function extension(hash: string): string {
  return hash.startsWith('a_') ? 'gif' : 'png';
}

/** A user's avatar URL, or null when the user has no avatar hash. */
export function userAvatarUrl(userId: string, hash: string | null | undefined, size: CdnSize): string | null {
  return hash ? `${CDN}/avatars/${userId}/${hash}.${extension(hash)}?size=${size}` : null;
}

/** A server's icon URL, or null when the server has no icon. */
export function guildIconUrl(
  guildId: string | undefined,
  hash: string | null | undefined,
  size: CdnSize,
): string | null {
  return guildId && hash ? `${CDN}/icons/${guildId}/${hash}.${extension(hash)}?size=${size}` : null;
}

/** A custom emoji's image URL (gif when animated). */
export function customEmojiUrl(emojiId: string, animated: boolean): string {
  return `${CDN}/emojis/${emojiId}.${animated ? 'gif' : 'webp'}?size=48&quality=lossless`;
}

/** Up to two initials of a name, for the generated fallback avatar ('?' for an empty name). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0] ?? ''];
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return initials ? initials.toUpperCase() : '?';
}
