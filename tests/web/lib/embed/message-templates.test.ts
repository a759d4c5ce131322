// The template gallery's data: every template is a valid draft for each of the three editors.
import { describe, expect, it } from 'vitest';
import { reactionRoleShareSchema } from '#shared/schemas/reaction-roles';
import { welcomeConfigSchema, welcomerUpdateSchema } from '#shared/schemas/welcomer';
import { embedDraftProblems } from '#web/features/embed-sender/logic/embed-draft-problems';
import {
  MESSAGE_TEMPLATES,
  templateAsEmbedDraft,
  templateAsReactionRoles,
  templateAsWelcome,
} from '#web/lib/embed/message-templates';
import { emptyRoleButton, reactionRoleDraftProblems } from '#web/lib/embed/reaction-role-payload';

describe('message templates', () => {
  it('cover the eight starting points the issue asks for, each once', () => {
    const ids = MESSAGE_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'server-rules',
        'welcome',
        'announcement',
        'event',
        'giveaway',
        'role-menu',
        'support-ticket',
        'partnership',
      ]),
    );
    for (const template of MESSAGE_TEMPLATES) {
      expect(template.name.trim()).not.toBe('');
      expect(template.summary.trim()).not.toBe('');
    }
  });

  it.each(MESSAGE_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s is a sendable embed, a saveable welcome and a sendable reaction-role message',
    (_id, template) => {
      const embed = templateAsEmbedDraft(template);
      expect(embed.embed.title).not.toBe('');
      expect(embedDraftProblems(embed)).toEqual([]);

      const welcome = templateAsWelcome(template);
      const config = { ...welcomeConfigSchema.parse({ enabled: true }), ...welcome };
      expect(welcomerUpdateSchema.safeParse({ guildId: '1100000000000000001', config }).success).toBe(true);
      expect(welcome.embed.enabled).toBe(true);

      const roles = templateAsReactionRoles(template);
      expect(reactionRoleShareSchema.safeParse(roles).success).toBe(true);
      const rows = roles.roles.map((row) => ({ ...emptyRoleButton(), ...row }));
      expect(reactionRoleDraftProblems({ channelId: '', message: roles.message, roles: rows })).toEqual([]);
    },
  );

  it('turn embed fields into welcome text, since the welcome embed has none', () => {
    const rules = MESSAGE_TEMPLATES.find((template) => template.id === 'server-rules');
    if (!rules) throw new Error('no rules template');
    expect(templateAsWelcome(rules).embed.description).toContain(
      '**1. Be respectful**\nNo harassment, hate speech, slurs or personal attacks.',
    );
  });

  it('give the role menu its buttons, without roles, for the server to pick', () => {
    const menu = MESSAGE_TEMPLATES.find((template) => template.id === 'role-menu');
    if (!menu) throw new Error('no role menu template');
    expect(templateAsReactionRoles(menu).roles).toEqual([
      { roleId: '', label: 'Announcements', emoji: '📢', style: 1 },
      { roleId: '', label: 'Events', emoji: '🎉', style: 3 },
      { roleId: '', label: 'Gamer', emoji: '🎮', style: 2 },
    ]);
  });
});
