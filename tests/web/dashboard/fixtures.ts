// Bot-API replies the dashboard component tests share.
import { screen } from '@testing-library/react';
import type { AdminGuild, User } from '#shared/schemas/auth';
import type { ServerDetail } from '#shared/schemas/server';

export const USER: User = {
  id: '712345678901234567',
  username: 'ava.demo',
  discriminator: '0420',
  avatar: '3f9c2b7e1d4a6f8e0c2b4d6f8a0c2e4f',
};

export const ADMIN_GUILDS: AdminGuild[] = [
  { id: '1100000000000000001', name: 'Warden HQ', icon: 'a_abc', ownerId: USER.id, premium: false },
  {
    id: '1100000000000000002',
    name: 'Pixel Plaza',
    icon: 'def',
    ownerId: '800000000000000002',
    premium: true,
  },
  { id: '1100000000000000003', name: 'Quiet Corner', icon: null, ownerId: '800000000000000003' },
  { name: 'Broken Entry', icon: null },
];

export const SERVER_ID = '1100000000000000001';

/** A full server detail created 2024-01-01. */
export const SERVER: ServerDetail = {
  id: SERVER_ID,
  name: 'Warden HQ',
  memberCount: 1234,
  icon: 'a_abc',
  ownerId: USER.id,
  prefix: '.',
  age: Date.parse('2024-01-01T00:00:00Z'),
  premium: false,
  channel: 6,
  roles: 9,
  boosts: 2,
};

/** Waits for the failed-load banner ('Connection Issue' or 'API Connection Issue'), a region named by its title. */
export function findIssueBanner(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: /Connection Issue$/ });
}
