// The roles an '@' suggests: @everyone left out, best matches and higher roles first.
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/schemas/resources';
import { suggestRoles } from '#web/lib/autocomplete/suggest-roles';

const SERVER = '1100000000000000001';
const ROLES: Role[] = [
  { id: SERVER, name: '@everyone', color: 0, position: 0 },
  { id: '110000000000000118', name: 'Gamer', color: 0x3498db, position: 3 },
  { id: '110000000000000116', name: 'VIP', color: 0, position: 5 },
  { id: '110000000000000119', name: 'Game Night', color: 0, position: 4 },
  { id: '110000000000000120', name: 'Megagame', color: 0, position: 9 },
];

describe('suggestRoles', () => {
  it('leaves out @everyone, ranks names starting with the search first, higher roles first', () => {
    expect(suggestRoles(ROLES, 'gam', SERVER).map((role) => role.name)).toEqual([
      'Game Night',
      'Gamer',
      'Megagame',
    ]);
    expect(suggestRoles(ROLES, '', SERVER).map((role) => role.name)).toEqual([
      'Megagame',
      'VIP',
      'Game Night',
      'Gamer',
    ]);
  });

  it('caps the list', () => {
    expect(suggestRoles(ROLES, '', SERVER, 2)).toHaveLength(2);
  });
});
