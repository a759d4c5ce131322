// Texts of the role configuration page (spec sections 2, 4, 5 and 8), read from the message catalogue.

import type { ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import type { RoleCategory } from './logic/role-categories';

export const ROLE_PAGE_TEXTS = localized(
  () =>
    ({
      ...textsOf('roleConfig'),
      assignedLabel: (role: string) => t('roleConfig.assignedLabel', { role }),
      success: (role: string) => t('roleConfig.success', { role }),
      failure: (role: string) => t('roleConfig.failure', { role }),
      unknownRole: (id: string) => t('roleConfig.unknownRole', { id }),
      help: [
        t('roleConfig.help.owner'),
        t('roleConfig.help.admins'),
        t('roleConfig.help.moderators'),
        t('roleConfig.help.assigning'),
      ],
    }) as const,
);

/** Filter button names. */
export const CATEGORY_NAMES = localized((): Record<RoleCategory, string> => textsOf('roleConfig.category'));

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
