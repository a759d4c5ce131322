// Every user-facing text of the reaction-role page, read from the `reaction-roles` catalogue (English: the spec's texts exactly).
import { REACTION_ROLE_LIMIT } from '#shared/constants/limits';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { textsWith } from '#web/lib/i18n/texts-with';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const RR_TEXTS = localized(
  () =>
    ({
      ...textsOf('reactionRoles'),
      tooManyRoles: t('reactionRoles.tooManyRoles', { limit: REACTION_ROLE_LIMIT }),
      ...textsWith('reactionRoles', 'message', ['loadFailed', 'sendFailed']),
      tip: t('reactionRoles.tip', { product: PRODUCT_NAME }),
    }) as const,
);

/** Texts of one role-button row, numbered from 1. */
export const ROW_TEXTS = localized(
  () =>
    ({
      ...textsWith('reactionRoles.row', 'n', [
        'title',
        'role',
        'label',
        'emoji',
        'style',
        'remove',
        'pickEmoji',
      ]),
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
