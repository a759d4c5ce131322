// Every text the verification page shows; the spec's own texts word for word.

/** Texts of /user-verify. */
export const verifyTexts = {
  heading: 'Server Verification',
  redirecting: 'Redirecting to Discord OAuth...',
  connecting: 'Connecting to verification server...',
  success: 'Verification successful!',
  closing: 'This window will close in a moment.',
  closeRefused: 'Your browser kept this window open, so you can close it yourself.',
  successLink: 'Continue to the confirmation page',
  failed: (detail: string | null) => (detail ? `Verification failed: ${detail}` : 'Verification failed'),
  invalidResponse: 'Server returned invalid response. Check backend console for errors.',
  missingData: 'Missing verification data. Please start again from Discord.',
  cancelled: 'Discord did not authorise the verification',
  startAgain: 'This verification link was not started in this browser.',
  unexpected: (message: string) => `Unexpected error: ${message}`,
  networkTitle: "We can't reach the verification service right now",
  networkHelp:
    "Your verification was not completed. Check your internet connection, wait a minute, then press Try Again. If it keeps happening, let the server's staff know.",
  notConfigured: 'Verification is not set up on this site yet.',
  tryAgain: 'Try Again',
} as const;
