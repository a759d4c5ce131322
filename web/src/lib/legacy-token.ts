// Reads the token an earlier version kept in page storage (localStorage `jwt`), without loading the API client.
import { TOKEN_STORAGE_KEY } from '#shared/constants/storage';

/** The token an earlier version left in `localStorage.jwt`, or null (none, or storage unavailable). */
export function readLegacyToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}
