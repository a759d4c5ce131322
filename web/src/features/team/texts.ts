// Every text of the team pages (/team and the older /developers), read from the message catalogue so tests can assert them.
import type { MemberStatus } from '#web/features/team/logic/team-members';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const TEAM_TEXTS = localized(
  () =>
    ({
      ...textsOf('team'),
      eyebrow: t('team.eyebrow', { product: PRODUCT_NAME }),
      lead: t('team.lead', { product: PRODUCT_NAME }),
      statsLabel: t('team.statsLabel', { product: PRODUCT_NAME }),
      stats: textsOf('team.stats'),
      status: textsOf('team.status') satisfies Record<MemberStatus, string>,
      developersLead: t('team.developersLead', { product: PRODUCT_NAME }),
    }) as const,
);
