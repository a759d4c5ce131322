// Loads the unicode emoji list on first use, as a separate chunk, once per page load.
import type { UnicodeEmoji } from '#web/lib/embed/emojis';
import { loadOnce } from '#web/lib/load-once';

/**
 * The unicode emoji list; the first load starts loading its chunk, later ones share that load.
 * A load rejects when the chunk cannot be loaded (offline, a new deploy); the next one tries again.
 */
export const unicodeEmojiLoader = loadOnce<readonly UnicodeEmoji[]>(() =>
  import('./unicode-emoji-data').then((module) => module.UNICODE_EMOJI),
);
