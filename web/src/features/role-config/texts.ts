// Texts of the role configuration page (spec sections 2, 4, 5 and 8), read from the message catalogue.

import type { ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import { localized, t } from '#web/lib/i18n/i18n';
import type { RoleCategory } from './logic/role-categories';

export const ROLE_PAGE_TEXTS = localized(
  () =>
    ({
      title: t('roleConfig.title'),
      intro: t('roleConfig.intro'),
      loading: t('roleConfig.loading'),
      search: t('roleConfig.search'),
      searchLabel: t('roleConfig.searchLabel'),
      categoryLabel: t('roleConfig.categoryLabel'),
      noRoles: t('roleConfig.noRoles'),
      noRolesText: t('roleConfig.noRolesText'),
      noRoleAssigned: t('roleConfig.noRoleAssigned'),
      assignedLabel: (role: string) => t('roleConfig.assignedLabel', { role }),
      command: t('roleConfig.command'),
      saving: t('roleConfig.saving'),
      success: (role: string) => t('roleConfig.success', { role }),
      failure: (role: string) => t('roleConfig.failure', { role }),
      userInfoFailed: t('roleConfig.userInfoFailed'),
      configFailed: t('roleConfig.configFailed'),
      demoNotice: t('roleConfig.demoNotice'),
      noGuild: t('roleConfig.noGuild'),
      back: t('roleConfig.back'),
      refresh: t('roleConfig.refresh'),
      unknownRole: (id: string) => t('roleConfig.unknownRole', { id }),
      helpTitle: t('roleConfig.helpTitle'),
      help: [
        t('roleConfig.help.owner'),
        t('roleConfig.help.admins'),
        t('roleConfig.help.moderators'),
        t('roleConfig.help.assigning'),
      ],
    }) as const,
);

/** Filter button names. */
export const CATEGORY_NAMES = localized(
  (): Record<RoleCategory, string> => ({
    all: t('roleConfig.category.all'),
    management: t('roleConfig.category.management'),
    moderation: t('roleConfig.category.moderation'),
    special: t('roleConfig.category.special'),
    community: t('roleConfig.category.community'),
  }),
);

/** Display name and purpose of each configurable role (the key itself is the bot's command, never translated). */
export const ROLE_TEXTS = localized(
  (): Record<ConfigurableRoleKey, { name: string; description: string }> => ({
    reqrole: {
      name: t('roleConfig.role.reqrole.name'),
      description: t('roleConfig.role.reqrole.description'),
    },
    owner: { name: t('roleConfig.role.owner.name'), description: t('roleConfig.role.owner.description') },
    founder: {
      name: t('roleConfig.role.founder.name'),
      description: t('roleConfig.role.founder.description'),
    },
    admin: { name: t('roleConfig.role.admin.name'), description: t('roleConfig.role.admin.description') },
    manager: {
      name: t('roleConfig.role.manager.name'),
      description: t('roleConfig.role.manager.description'),
    },
    mod: { name: t('roleConfig.role.mod.name'), description: t('roleConfig.role.mod.description') },
    staff: { name: t('roleConfig.role.staff.name'), description: t('roleConfig.role.staff.description') },
    bot: { name: t('roleConfig.role.bot.name'), description: t('roleConfig.role.bot.description') },
    vip: { name: t('roleConfig.role.vip.name'), description: t('roleConfig.role.vip.description') },
    partner: {
      name: t('roleConfig.role.partner.name'),
      description: t('roleConfig.role.partner.description'),
    },
    qt: { name: t('roleConfig.role.qt.name'), description: t('roleConfig.role.qt.description') },
    artist: { name: t('roleConfig.role.artist.name'), description: t('roleConfig.role.artist.description') },
    guest: { name: t('roleConfig.role.guest.name'), description: t('roleConfig.role.guest.description') },
    friend: { name: t('roleConfig.role.friend.name'), description: t('roleConfig.role.friend.description') },
  }),
);
