// Every text of the contact page (spec sections 2 and 5), read from the message catalogue so tests can assert them.

import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const CONTACT_TEXTS = localized(
  () =>
    ({
      title: t('contact.title'),
      eyebrow: t('contact.eyebrow'),
      lead: t('contact.lead', { product: PRODUCT_NAME }),
      emailTitle: t('contact.emailTitle'),
      emailLead: t('contact.emailLead'),
      communityTitle: t('contact.communityTitle'),
      communityLead: t('contact.communityLead'),
      supportServer: t('contact.supportServer'),
      communityInvite: t('contact.communityInvite'),
      formTitle: t('contact.formTitle'),
      formLead: t('contact.formLead'),
      name: t('contact.name'),
      email: t('contact.email'),
      message: t('contact.message'),
      namePlaceholder: t('contact.namePlaceholder'),
      emailPlaceholder: t('contact.emailPlaceholder'),
      messagePlaceholder: t('contact.messagePlaceholder'),
      submit: t('contact.submit'),
      incomplete: t('contact.incomplete'),
      opened: (email: string) => t('contact.opened', { email }),
    }) as const,
);
