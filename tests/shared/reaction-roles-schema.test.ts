// The reaction-role send body: 1 to 5 role buttons, Discord's label limit, styles 1 to 4.
import { describe, expect, it } from 'vitest';
import { BUTTON_STYLES, reactionRoleSendSchema } from '#shared/schemas/reaction-roles';
import { expectLimit } from './support/expect-limit';
import { IDS, limitRows, REACTION_ROLE_LIMITS, reactionRolesBody } from './support/samples';

const issues = (body: unknown) =>
  reactionRoleSendSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('reactionRoleSendSchema', () => {
  it.each(limitRows(REACTION_ROLE_LIMITS))('accepts %s at its limit and refuses one more', (_name, limit) => {
    expectLimit(reactionRoleSendSchema, limit);
  });

  it('uses the spec texts for too few and too many buttons', () => {
    expect(issues(reactionRolesBody(0))).toEqual([['roles', 'Please add at least one role with a label']]);
    expect(issues(reactionRolesBody(6))).toEqual([['roles', 'Maximum 5 roles per message']]);
  });

  it('trims labels, defaults the emoji to empty and the message to empty', () => {
    const body = { channelId: IDS.channel, roles: [{ roleId: IDS.role, label: '  Gamer ', style: 2 }] };
    expect(reactionRoleSendSchema.parse(body)).toEqual({
      channelId: IDS.channel,
      message: '',
      roles: [{ roleId: IDS.role, label: 'Gamer', emoji: '', style: 2 }],
    });
  });

  it.each(Object.keys(BUTTON_STYLES).map(Number))('accepts style %i', (style) => {
    const body = reactionRolesBody(1);
    expect(reactionRoleSendSchema.safeParse({ ...body, roles: [{ ...body.roles[0], style }] }).success).toBe(
      true,
    );
  });

  it.each([0, 5, 1.5])('refuses style %d', (style) => {
    const body = reactionRolesBody(1);
    expect(issues({ ...body, roles: [{ ...body.roles[0], style }] })?.[0]?.[0]).toBe('roles.0.style');
  });

  it('names the four styles', () => {
    expect(BUTTON_STYLES).toEqual({ 1: 'Primary', 2: 'Secondary', 3: 'Success', 4: 'Danger' });
  });
});
