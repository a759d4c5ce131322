// The names the generated initial-letter avatar falls back to (spec section 3).

/** 'User' for people, 'Server' for server icons. */
export const AVATAR_FALLBACK_NAMES = { user: 'User', server: 'Server' } as const;
