// /success: the member verification is done; a link takes the member back to the Discord app.

import { CenteredPanel } from '#web/components/site/centered-panel';
import { DISCORD_APP_URL } from '#web/lib/discord/discord';
import { localized, t } from '#web/lib/i18n/i18n';
import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { verifyTexts } from '../texts';

export const handle: PageHandle = {
  meta: localized(() => ({
    title: t('verification.metaTitle', { product: PRODUCT_NAME }),
    description: t('verification.metaDescription', { product: PRODUCT_NAME }),
    keywords: [PRODUCT_NAME, t('verification.metaKeyword')],
    noindex: true,
  })),
};

export default function SuccessPage() {
  return (
    <CenteredPanel
      title={verifyTexts.successTitle}
      icon={<span className="centered-panel__check grid extrabold">✓</span>}
    >
      <p>{verifyTexts.successLead}</p>
      <p className="centered-panel__actions">
        <a className="button" href={DISCORD_APP_URL}>
          {verifyTexts.successBack}
        </a>
      </p>
    </CenteredPanel>
  );
}
