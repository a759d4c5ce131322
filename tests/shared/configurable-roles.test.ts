// Configurable roles: the 14 role keys, the GET map (role id or null) and the PATCH body.
import { describe, expect, it } from 'vitest';
import {
  CONFIGURABLE_ROLE_KEYS,
  configurableRolesSchema,
  configurableRoleUpdateSchema,
} from '#shared/schemas/configurable-roles';
import { IDS } from './support/samples';

describe('configurable roles', () => {
  it('has the spec keys in order', () => {
    expect(CONFIGURABLE_ROLE_KEYS).toEqual([
      'reqrole',
      'owner',
      'founder',
      'admin',
      'manager',
      'mod',
      'staff',
      'bot',
      'vip',
      'partner',
      'artist',
      'guest',
      'friend',
      'qt',
    ]);
  });

  it('reads a map with some keys set, some null and some missing', () => {
    const map = { admin: IDS.role, mod: null };
    expect(configurableRolesSchema.parse(map)).toEqual(map);
  });

  it('refuses a role id that is not a snowflake', () => {
    expect(configurableRolesSchema.safeParse({ admin: 'Admin' }).success).toBe(false);
  });

  it('takes a role id, or null to clear', () => {
    for (const roleId of [IDS.role, null]) {
      expect(configurableRoleUpdateSchema.parse({ roleName: 'staff', roleId })).toEqual({
        roleName: 'staff',
        roleId,
      });
    }
  });

  it('names an unknown key readably', () => {
    const result = configurableRoleUpdateSchema.safeParse({ roleName: 'wizard', roleId: null });
    expect(result.error?.issues[0]?.message).toBe('must be a configurable role key');
  });

  it('needs roleId to be given, even as null', () => {
    expect(configurableRoleUpdateSchema.safeParse({ roleName: 'staff' }).success).toBe(false);
  });
});
