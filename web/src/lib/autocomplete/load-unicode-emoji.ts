// Loads the unicode emoji list on first use, as a separate chunk, once per page load.
import type { UnicodeEmoji } from '#web/lib/embed/emojis';

let pending: Promise<readonly UnicodeEmoji[]> | null = null;

/**
 * The unicode emoji list; the first call starts loading its chunk, later calls share that load.
 * Rejects when the chunk cannot be loaded (offline, a new deploy); the next call tries again.
 */
export function loadUnicodeEmoji(): Promise<readonly UnicodeEmoji[]> {
  pending ??= import('./unicode-emoji-data').then(
    (module) => module.UNICODE_EMOJI,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
