// The built-in unicode emojis the reaction-role emoji picker offers before the server's own.

/** A unicode emoji with the short name it is searched by. */
export interface UnicodeEmoji {
  emoji: string;
  name: string;
}

/** Shown first when the emoji box holds ':' and no search text yet. */
export const BUILTIN_EMOJIS: readonly UnicodeEmoji[] = [
  { emoji: '✅', name: 'white_check_mark' },
  { emoji: '❌', name: 'x' },
  { emoji: '⭐', name: 'star' },
  { emoji: '🔥', name: 'fire' },
  { emoji: '🎉', name: 'tada' },
  { emoji: '🎮', name: 'video_game' },
  { emoji: '🎨', name: 'art' },
  { emoji: '🎵', name: 'musical_note' },
  { emoji: '📢', name: 'loudspeaker' },
  { emoji: '🔔', name: 'bell' },
  { emoji: '📚', name: 'books' },
  { emoji: '💻', name: 'computer' },
  { emoji: '🏆', name: 'trophy' },
  { emoji: '❤️', name: 'heart' },
  { emoji: '💙', name: 'blue_heart' },
  { emoji: '💚', name: 'green_heart' },
  { emoji: '💜', name: 'purple_heart' },
  { emoji: '👋', name: 'wave' },
  { emoji: '👍', name: 'thumbsup' },
  { emoji: '😀', name: 'grinning' },
  { emoji: '😎', name: 'sunglasses' },
  { emoji: '🤖', name: 'robot' },
  { emoji: '🛡️', name: 'shield' },
  { emoji: '🌍', name: 'earth_africa' },
];
