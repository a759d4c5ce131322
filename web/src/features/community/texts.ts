// Texts of the community-server redirect page (spec section 2), defined once so tests can assert them.

export const INVITE_TEXTS = {
  title: 'Redirecting you to our Discord server...',
  lead: 'Hang tight, Discord will open in a moment.',
  fallback: 'Not redirected?',
  fallbackLink: 'Open the invite',
} as const;
