// /success: the member verification is done; a link takes the member back to the Discord app.

import { CenteredPanel } from '#web/components/site/centered-panel';
import { DISCORD_APP_URL } from '#web/lib/discord/discord';
import type { PageHandle } from '#web/lib/seo/page-meta';
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** Texts of the success page (spec section 2), exported so tests can assert them. */
export const SUCCESS_TEXTS = {
  title: "You're Verified!",
  lead: 'You now have access to the server. You can close this tab and head back to Discord.',
  back: 'Return to Discord',
} as const;

export const handle: PageHandle = {
  meta: {
    title: `Verified | ${PRODUCT_NAME}`,
    description: `Your Discord server verification with ${PRODUCT_NAME} is complete.`,
    keywords: [PRODUCT_NAME, 'Discord verification'],
    noindex: true,
  },
};

export default function SuccessPage() {
  return (
    <CenteredPanel title={SUCCESS_TEXTS.title} icon={<span className="centered-panel__check">✓</span>}>
      <p>{SUCCESS_TEXTS.lead}</p>
      <p className="centered-panel__actions">
        <a className="button" href={DISCORD_APP_URL}>
          {SUCCESS_TEXTS.back}
        </a>
      </p>
    </CenteredPanel>
  );
}
