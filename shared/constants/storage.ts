// Browser storage keys and query parameter names fixed by the spec.

/** localStorage key of the bearer token. */
export const TOKEN_STORAGE_KEY = 'jwt';
/** Query parameter carrying a session token (home page and auth callback). */
export const TOKEN_QUERY_PARAM = 'token';
/** sessionStorage key of the guild id awaiting verification. */
export const PENDING_VERIFY_GUILD_KEY = 'verify_guild';
/** sessionStorage key of the random OAuth `state` sent to Discord, checked when the member comes back. */
export const PENDING_VERIFY_STATE_KEY = 'verify_state';
