// The reaction-role send body: channel and role rules, trimmed labels, emoji conversion, limits.
import { describe, expect, it } from 'vitest';
import { reactionRoleSendSchema } from '#shared/schemas/reaction-roles';
import type { CustomEmoji } from '#shared/schemas/resources';
import {
  buildReactionRolePayload,
  emptyReactionRoleDraft,
  emptyRoleButton,
  isReactionRoleDraftDirty,
  type ReactionRoleDraft,
  type RoleButtonDraft,
  reactionRoleDraftProblems,
} from '#web/lib/embed/reaction-role-payload';

const CHANNEL = '110000000000000106';
const EMOJIS: CustomEmoji[] = [{ id: '110000000000000122', name: 'party_blob', animated: true }];

function row(id: string, roleId: string, label: string, emoji = '', style: RoleButtonDraft['style'] = 1) {
  return { id, roleId, label, emoji, style };
}
function draft(roles: RoleButtonDraft[], channelId = CHANNEL, message = ''): ReactionRoleDraft {
  return { channelId, message, roles };
}

describe('buildReactionRolePayload', () => {
  it('builds the body with trimmed texts and converted emojis, leaving incomplete rows out', () => {
    const result = buildReactionRolePayload(
      draft(
        [
          row('a', '110000000000000118', '  Gamer ', '🎮', 3),
          row('b', '', 'No role'),
          row('c', '110000000000000116', '   '),
          row('d', '110000000000000117', 'Party', ':party_blob:', 4),
          row('e', '110000000000000119', 'Odd', ':nope:', 2),
        ],
        CHANNEL,
        '  Pick your roles  ',
      ),
      EMOJIS,
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        channelId: CHANNEL,
        message: 'Pick your roles',
        roles: [
          { roleId: '110000000000000118', label: 'Gamer', emoji: '🎮', style: 3 },
          {
            roleId: '110000000000000117',
            label: 'Party',
            emoji: '<a:party_blob:110000000000000122>',
            style: 4,
          },
          { roleId: '110000000000000119', label: 'Odd', emoji: '', style: 2 },
        ],
      },
    });
    expect(result.ok && reactionRoleSendSchema.parse(result.payload)).toEqual(result.ok && result.payload);
  });

  it('checks the channel first, then at least one role with a label, then at most five', () => {
    expect(buildReactionRolePayload(draft([], ''), [])).toEqual({ ok: false, error: 'no-channel' });
    expect(buildReactionRolePayload(draft([row('a', '110000000000000118', '')]), [])).toEqual({
      ok: false,
      error: 'no-roles',
    });
    const six = Array.from({ length: 6 }, (_, i) => row(String(i), `11000000000000011${i}`, `R${i}`));
    expect(buildReactionRolePayload(draft(six), [])).toEqual({ ok: false, error: 'too-many-roles' });
    expect(buildReactionRolePayload(draft(six.slice(0, 5)), []).ok).toBe(true);
  });
});

describe('reactionRoleDraftProblems', () => {
  it('flags a message over 2000, a label over 80 and a role used twice', () => {
    const problems = reactionRoleDraftProblems(
      draft(
        [
          row('a', '110000000000000118', 'x'.repeat(81)),
          row('b', '110000000000000118', 'Again'),
          row('c', '', ''),
        ],
        CHANNEL,
        'm'.repeat(2001),
      ),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'Message is too long: 2001/2000 characters',
      'Button 1 label is too long: 81/80 characters',
      'Button 2 uses a role already used above',
    ]);
  });

  it('accepts a draft at the limits', () => {
    expect(
      reactionRoleDraftProblems(
        draft([row('a', '110000000000000118', 'x'.repeat(80))], CHANNEL, 'm'.repeat(2000)),
      ),
    ).toEqual([]);
  });
});

describe('reaction-role draft', () => {
  it('starts with one blank Primary button and is not dirty', () => {
    const draft = emptyReactionRoleDraft();
    expect(draft.roles).toEqual([{ id: expect.any(String), roleId: '', label: '', emoji: '', style: 1 }]);
    expect(isReactionRoleDraftDirty(draft)).toBe(false);
    expect(isReactionRoleDraftDirty({ ...draft, channelId: CHANNEL })).toBe(false);
  });

  it('is dirty once a message, a button value, a style or another button is added', () => {
    const draft = emptyReactionRoleDraft();
    const [first] = draft.roles as [RoleButtonDraft];
    expect(isReactionRoleDraftDirty({ ...draft, message: 'Hi' })).toBe(true);
    expect(isReactionRoleDraftDirty({ ...draft, roles: [{ ...first, emoji: '🎮' }] })).toBe(true);
    expect(isReactionRoleDraftDirty({ ...draft, roles: [{ ...first, style: 3 }] })).toBe(true);
    expect(isReactionRoleDraftDirty({ ...draft, roles: [first, emptyRoleButton()] })).toBe(true);
    expect(emptyRoleButton().id).not.toBe(emptyRoleButton().id);
  });
});
