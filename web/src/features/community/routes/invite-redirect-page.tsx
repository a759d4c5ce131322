// /invite: tells the visitor they are on their way, then sends the browser to the community server's invite.

import { useEffect } from 'react';
import { CenteredPanel } from '#web/components/site/centered-panel';
import { Spinner } from '#web/components/spinner';
import { leaveTo } from '#web/lib/browser-location';
import { usePublicConfig, usePublicConfigLoaded } from '#web/lib/public-config';
import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { INVITE_TEXTS } from '../texts';

export const handle: PageHandle = {
  meta: {
    title: `Join our Discord server | ${PRODUCT_NAME}`,
    description: `Join the ${PRODUCT_NAME} community and support server on Discord.`,
    keywords: [PRODUCT_NAME, 'Discord server', 'support server'],
    noindex: true,
  },
};

export default function InviteRedirectPage() {
  const { supportInviteUrl } = usePublicConfig();
  const loaded = usePublicConfigLoaded();
  useEffect(() => {
    if (loaded) leaveTo(supportInviteUrl, { replace: true });
  }, [loaded, supportInviteUrl]);
  return (
    <CenteredPanel title={INVITE_TEXTS.title} icon={<Spinner size="large" />}>
      <p>{INVITE_TEXTS.lead}</p>
      <p>
        {INVITE_TEXTS.fallback} <a href={supportInviteUrl}>{INVITE_TEXTS.fallbackLink}</a>
      </p>
    </CenteredPanel>
  );
}
