// The demo profile shown when the profile cannot be fetched (spec section 8).
import { DAY_MS, DEMO_PREMIUM_DAYS } from '#shared/constants/limits';
import type { Profile } from './api/bot-user';

/** A demo user with the badges owner, dev and partner, and premium expiring DEMO_PREMIUM_DAYS after `now`. */
export function demoProfile(now: number): Profile {
  return {
    user: { id: '123456789012345678', username: 'Demo User', discriminator: '0001', avatar: null },
    info: {
      badges: ['owner', 'dev', 'partner'],
      np: { enabled: true, npTime: now + DEMO_PREMIUM_DAYS * DAY_MS },
    },
  };
}
