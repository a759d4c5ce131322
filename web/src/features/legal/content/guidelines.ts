// The Community Guidelines (spec section 2): respect, no spam, on topic, no self-promotion, legal, privacy, moderators.

import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { LegalDocument } from './legal-document';

export const GUIDELINES: LegalDocument = localized(() => ({
  title: t('guidelines.title'),
  intro: t('guidelines.intro', { product: PRODUCT_NAME }),
  sections: [
    {
      heading: t('guidelines.sections.1.heading'),
      paragraphs: [t('guidelines.sections.1.paragraphs.1')],
    },
    {
      heading: t('guidelines.sections.2.heading'),
      paragraphs: [t('guidelines.sections.2.paragraphs.1')],
    },
    {
      heading: t('guidelines.sections.3.heading'),
      paragraphs: [t('guidelines.sections.3.paragraphs.1')],
    },
    {
      heading: t('guidelines.sections.4.heading'),
      paragraphs: [t('guidelines.sections.4.paragraphs.1')],
    },
    {
      heading: t('guidelines.sections.5.heading'),
      paragraphs: [t('guidelines.sections.5.paragraphs.1')],
    },
    {
      heading: t('guidelines.sections.6.heading'),
      paragraphs: [t('guidelines.sections.6.paragraphs.1')],
    },
    {
      heading: t('guidelines.sections.7.heading'),
      paragraphs: [t('guidelines.sections.7.paragraphs.1')],
    },
  ],
}));
