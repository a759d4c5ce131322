// Ids of the app's one live region (a polite part and an assertive part), shared by the SPA and its browser tests.

/** Element ids of the live region's polite and assertive parts. */
export const LIVE_REGION_IDS = { polite: 'live-region-polite', assertive: 'live-region-assertive' } as const;
