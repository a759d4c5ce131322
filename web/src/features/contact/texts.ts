// Every text of the contact page (spec sections 2 and 5), read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const CONTACT_TEXTS = localized(
  () =>
    ({
      ...textsOf('contact'),
      lead: t('contact.lead', { product: PRODUCT_NAME }),
      opened: (email: string) => t('contact.opened', { email }),
    }) as const,
);
