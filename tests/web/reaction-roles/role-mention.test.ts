// The @role autocomplete: finding the typed mention, suggesting roles and inserting the chosen name.
import { describe, expect, it } from 'vitest';
import type { Role } from '#shared/schemas/resources';
import {
  findMentionQuery,
  insertRoleMention,
  suggestRoles,
} from '#web/features/reaction-roles/logic/role-mention';

const SERVER = '1100000000000000001';
const ROLES: Role[] = [
  { id: SERVER, name: '@everyone', color: 0, position: 0 },
  { id: '110000000000000118', name: 'Gamer', color: 0x3498db, position: 3 },
  { id: '110000000000000116', name: 'VIP', color: 0, position: 5 },
  { id: '110000000000000119', name: 'Game Night', color: 0, position: 4 },
  { id: '110000000000000120', name: 'Megagame', color: 0, position: 9 },
];

describe('findMentionQuery', () => {
  it('finds an @ at the start or after a space, up to the caret', () => {
    expect(findMentionQuery('@', 1)).toEqual({ start: 0, search: '' });
    expect(findMentionQuery('Pick @gam', 9)).toEqual({ start: 5, search: 'gam' });
    expect(findMentionQuery('Pick @gam and more', 9)).toEqual({ start: 5, search: 'gam' });
  });

  it('ignores e-mail addresses, finished words and a caret elsewhere', () => {
    expect(findMentionQuery('mail me@home', 12)).toBeNull();
    expect(findMentionQuery('@gam done', 9)).toBeNull();
    expect(findMentionQuery('no mention', 10)).toBeNull();
  });
});

describe('insertRoleMention', () => {
  it('replaces the typed text with @ and the role name and moves the caret after it', () => {
    const text = 'Pick @gam to play';
    expect(insertRoleMention(text, { start: 5, search: 'gam' }, 9, 'Game Night')).toEqual({
      text: 'Pick @Game Night to play',
      caret: 17,
    });
    expect(insertRoleMention('@', { start: 0, search: '' }, 1, 'VIP')).toEqual({ text: '@VIP ', caret: 5 });
  });
});

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
