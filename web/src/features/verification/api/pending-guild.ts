// The guild id awaiting verification, kept in session storage across the trip to Discord and back.
import { PENDING_VERIFY_GUILD_KEY } from '#shared/constants/storage';

/** The stored guild id, or null when none is stored or storage is unavailable. */
export function readPendingGuild(): string | null {
  try {
    return sessionStorage.getItem(PENDING_VERIFY_GUILD_KEY) || null;
  } catch {
    return null;
  }
}

/** Stores the guild id; without session storage (private mode) the flow still works when Discord returns it. */
export function storePendingGuild(guildId: string): void {
  try {
    sessionStorage.setItem(PENDING_VERIFY_GUILD_KEY, guildId);
  } catch {
    // Storage unavailable: nothing to keep.
  }
}

/** Forgets the stored guild id. */
export function clearPendingGuild(): void {
  try {
    sessionStorage.removeItem(PENDING_VERIFY_GUILD_KEY);
  } catch {
    // Storage unavailable: nothing stored.
  }
}
