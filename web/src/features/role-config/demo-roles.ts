// The demo roles and assignments the role page falls back to when the server's cannot be loaded.
import type { ConfigurableRoles } from '#shared/schemas/configurable-roles';
import type { Role } from '#shared/schemas/resources';

/** Sample server roles, highest first. */
export const DEMO_ROLES: Role[] = [
  { id: '100000000000000001', name: 'Owner', color: 0xf1c40f, position: 6 },
  { id: '100000000000000002', name: 'Admin', color: 0xe74c3c, position: 5 },
  { id: '100000000000000003', name: 'Moderator', color: 0x2ecc71, position: 4 },
  { id: '100000000000000004', name: 'Staff', color: 0x1abc9c, position: 3 },
  { id: '100000000000000005', name: 'VIP', color: 0x9b59b6, position: 2 },
  { id: '100000000000000006', name: 'Member', color: 0, position: 1 },
];

/** Sample assignments: owner, admin and mod set, the rest empty. */
export const DEMO_CONFIG: ConfigurableRoles = {
  owner: '100000000000000001',
  admin: '100000000000000002',
  mod: '100000000000000003',
};
