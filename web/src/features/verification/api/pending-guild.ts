// The guild id and OAuth `state` awaiting verification, kept in session storage across the trip to Discord and back.
import { PENDING_VERIFY_GUILD_KEY, PENDING_VERIFY_STATE_KEY } from '#shared/constants/storage';

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

/**
 * A new random OAuth `state` for one trip to Discord, kept in session storage so the return can be
 * checked against it. Returns null when storage is unavailable (the trip then cannot be checked).
 */
export function startPendingState(): string | null {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(PENDING_VERIFY_STATE_KEY, state);
    return state;
  } catch {
    return null;
  }
}

/** The stored OAuth `state`, or null when none is stored or storage is unavailable. */
export function readPendingState(): string | null {
  try {
    return sessionStorage.getItem(PENDING_VERIFY_STATE_KEY) || null;
  } catch {
    return null;
  }
}

/** Forgets the stored guild id and OAuth `state`. */
export function clearPendingGuild(): void {
  try {
    sessionStorage.removeItem(PENDING_VERIFY_GUILD_KEY);
    sessionStorage.removeItem(PENDING_VERIFY_STATE_KEY);
  } catch {
    // Storage unavailable: nothing stored.
  }
}
