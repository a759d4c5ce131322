// Texts of the role configuration page (spec sections 2, 4, 5 and 8), read from the message catalogue.

import { CONFIGURABLE_ROLE_KEYS, type ConfigurableRoleKey } from '#shared/schemas/configurable-roles';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { textsWith } from '#web/lib/i18n/texts-with';
import type { RoleCategory } from './logic/role-categories';

export const ROLE_PAGE_TEXTS = localized(
  () =>
    ({
      ...textsOf('roleConfig'),
      ...textsWith('roleConfig', 'role', ['assignedLabel', 'success', 'failure']),
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
  () =>
    Object.fromEntries(
      CONFIGURABLE_ROLE_KEYS.map((key) => [key, textsOf(`roleConfig.role.${key}`)]),
    ) as Record<ConfigurableRoleKey, { name: string; description: string }>,
);
