// The Privacy Policy (spec section 2): no messages stored, purpose-bound logs, no selling, minimal data, deletion, security.

import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { LegalDocument } from './legal-document';

export const PRIVACY: LegalDocument = localized(() => ({
  title: t('privacy.title'),
  intro: t('privacy.intro', { product: PRODUCT_NAME }),
  sections: [
    {
      heading: t('privacy.sections.1.heading'),
      paragraphs: [t('privacy.sections.1.paragraphs.1')],
      points: [
        t('privacy.sections.1.points.1'),
        t('privacy.sections.1.points.2'),
        t('privacy.sections.1.points.3'),
        t('privacy.sections.1.points.4'),
      ],
    },
    {
      heading: t('privacy.sections.2.heading'),
      paragraphs: [t('privacy.sections.2.paragraphs.1')],
    },
    {
      heading: t('privacy.sections.3.heading'),
      paragraphs: [t('privacy.sections.3.paragraphs.1')],
    },
    {
      heading: t('privacy.sections.4.heading'),
      paragraphs: [t('privacy.sections.4.paragraphs.1')],
    },
    {
      heading: t('privacy.sections.5.heading'),
      paragraphs: [t('privacy.sections.5.paragraphs.1')],
    },
    {
      heading: t('privacy.sections.6.heading'),
      paragraphs: [t('privacy.sections.6.paragraphs.1')],
    },
    {
      heading: t('privacy.sections.7.heading'),
      paragraphs: [t('privacy.sections.7.paragraphs.1')],
    },
  ],
}));
