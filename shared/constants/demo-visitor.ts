// The cookie that keys one visitor's private demo state (demo entry only).

/** HttpOnly cookie holding a random visitor id: the demo's data, request log and injected failures are per visitor. */
export const DEMO_VISITOR_COOKIE = '__Host-warden_demo';
/** Lifetime of the demo visitor cookie: one day (the state itself may be dropped sooner, see MAX_DEMO_VISITORS). */
export const DEMO_VISITOR_MAX_AGE_S = 24 * 60 * 60;
