// Every user-facing text of the reaction-role page, read from the `reaction-roles` catalogue (English: the spec's texts exactly).
import { REACTION_ROLE_LIMIT } from '#shared/constants/limits';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const RR_TEXTS = localized(
  () =>
    ({
      ...textsOf('reactionRoles'),
      tooManyRoles: t('reactionRoles.tooManyRoles', { limit: REACTION_ROLE_LIMIT }),
      loadFailed: (message: string) => t('reactionRoles.loadFailed', { message }),
      sendFailed: (message: string) => t('reactionRoles.sendFailed', { message }),
      tip: t('reactionRoles.tip', { product: PRODUCT_NAME }),
    }) as const,
);

/** Texts of one role-button row, numbered from 1. */
export const ROW_TEXTS = localized(
  () =>
    ({
      title: (n: number) => t('reactionRoles.row.title', { n }),
      role: (n: number) => t('reactionRoles.row.role', { n }),
      label: (n: number) => t('reactionRoles.row.label', { n }),
      emoji: (n: number) => t('reactionRoles.row.emoji', { n }),
      style: (n: number) => t('reactionRoles.row.style', { n }),
      remove: (n: number) => t('reactionRoles.row.remove', { n }),
      pickEmoji: (n: number) => t('reactionRoles.row.pickEmoji', { n }),
      chooseRole: t('reactionRoles.row.chooseRole'),
      unknownEmoji: t('reactionRoles.row.unknownEmoji'),
      roleTooHigh: (role: string) => t('reactionRoles.row.roleTooHigh', { product: PRODUCT_NAME, role }),
      /** The button style choices by Discord's style number: Primary, Secondary, Success, Danger. */
      styles: {
        1: t('reactionRoles.style.1'),
        2: t('reactionRoles.style.2'),
        3: t('reactionRoles.style.3'),
        4: t('reactionRoles.style.4'),
      },
      emojiList: t('reactionRoles.emoji.list'),
      emojiPlaceholder: t('reactionRoles.emoji.placeholder'),
    }) as const,
);
