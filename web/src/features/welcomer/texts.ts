// Every user-facing text of the Welcome Dashboard (spec sections 2, 4, 5 and 8), read from the `welcomer` catalogue.
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { formatCount } from '#web/lib/i18n/format-count';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const WELCOME_TEXTS = localized(
  () =>
    ({
      ...textsOf('welcomer'),
      tabs: textsOf('welcomer.tabs'),
      unknownChannel: (id: string) => t('welcomer.unknownChannel', { id }),
      thumbnailChoices: {
        none: t('welcomer.thumbnailChoices.none'),
        user_avatar: t('welcomer.thumbnailChoices.userAvatar'),
        server_avatar: t('welcomer.thumbnailChoices.serverAvatar'),
        custom: t('welcomer.thumbnailChoices.custom'),
      },
      footerIconChoices: {
        none: t('welcomer.thumbnailChoices.none'),
        server: t('welcomer.thumbnailChoices.serverAvatar'),
        custom: t('welcomer.thumbnailChoices.custom'),
      },
      /** The save problems announced as one sentence after 'Fix these before saving:'. */
      cannotSaveAnnouncement: (problems: string) => t('welcomer.cannotSaveAnnouncement', { problems }),
      previewIn: (channel: string) => t('welcomer.previewIn', { channel }),
      insertVariable: (token: string, description: string) =>
        t('welcomer.insertVariable', { token, description }),
      tips: [
        t('welcomer.tip.mention'),
        t('welcomer.tip.rules'),
        t('welcomer.tip.markdown'),
        t('welcomer.tip.limits', {
          content: formatCount(DISCORD_LIMITS.content),
          embedTotal: formatCount(DISCORD_LIMITS.embedTotal),
        }),
        t('welcomer.tip.permissions'),
      ],
    }) as const,
);

/** The label of each config field, for save problems ("Title must be at most 256 characters"). */
export const WELCOME_FIELD_LABELS = localized(
  (): Record<string, string> => ({
    enabled: t('welcomer.field.enabled'),
    channel: WELCOME_TEXTS.channel,
    message: WELCOME_TEXTS.message,
    embed: t('welcomer.field.embed'),
    'embed.title': WELCOME_TEXTS.embedTitle,
    'embed.description': WELCOME_TEXTS.embedDescription,
    'embed.color': t('welcomer.field.colour'),
    'embed.author.name': WELCOME_TEXTS.authorName,
    'embed.author.icon_url': WELCOME_TEXTS.authorIcon,
    'embed.author.url': WELCOME_TEXTS.authorUrl,
    'embed.thumbnail.url': WELCOME_TEXTS.thumbnailUrl,
    'embed.image.url': WELCOME_TEXTS.image,
    'embed.button': t('welcomer.field.button'),
    'embed.button.label': WELCOME_TEXTS.buttonLabel,
    'embed.button.url': WELCOME_TEXTS.buttonUrl,
    'embed.footer.text': WELCOME_TEXTS.footerText,
    'embed.footer.icon_url': WELCOME_TEXTS.footerIconUrl,
  }),
);
