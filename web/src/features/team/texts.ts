// Every text of the team pages (/team and the older /developers), read from the message catalogue so tests can assert them.
import type { MemberStatus } from '#web/features/team/logic/team-members';
import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const TEAM_TEXTS = localized(
  () =>
    ({
      title: t('team.title'),
      eyebrow: t('team.eyebrow', { product: PRODUCT_NAME }),
      lead: t('team.lead', { product: PRODUCT_NAME }),
      membersLabel: t('team.membersLabel'),
      statsLabel: t('team.statsLabel', { product: PRODUCT_NAME }),
      stats: {
        uptime: t('team.stats.uptime'),
        activeUsers: t('team.stats.activeUsers'),
        features: t('team.stats.features'),
        commandsExecuted: t('team.stats.commandsExecuted'),
      },
      status: {
        online: t('team.status.online'),
        idle: t('team.status.idle'),
        offline: t('team.status.offline'),
      } satisfies Record<MemberStatus, string>,
      profile: t('team.profile'),
      joinTitle: t('team.joinTitle'),
      joinLead: t('team.joinLead'),
      joinDiscord: t('team.joinDiscord'),
      developersTitle: t('team.developersTitle'),
      developersLead: t('team.developersLead', { product: PRODUCT_NAME }),
      backHome: t('team.backHome'),
    }) as const,
);
