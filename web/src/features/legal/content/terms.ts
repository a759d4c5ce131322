// The Terms & Conditions (spec section 2: acceptance, licence, no interference, liability, changes).

import { localized, t } from '#web/lib/i18n/i18n';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { MONEY_BACK_DAYS } from '#web/lib/site/site';
import type { LegalDocument } from './legal-document';

export const TERMS: LegalDocument = localized(() => ({
  title: t('terms.title'),
  intro: t('terms.intro', { product: PRODUCT_NAME }),
  sections: [
    {
      heading: t('terms.sections.1.heading'),
      paragraphs: [
        t('terms.sections.1.paragraphs.1', { product: PRODUCT_NAME }),
        t('terms.sections.1.paragraphs.2'),
      ],
    },
    {
      heading: t('terms.sections.2.heading'),
      paragraphs: [t('terms.sections.2.paragraphs.1', { product: PRODUCT_NAME })],
      points: [
        t('terms.sections.2.points.1'),
        t('terms.sections.2.points.2'),
        t('terms.sections.2.points.3'),
        t('terms.sections.2.points.4'),
      ],
    },
    {
      heading: t('terms.sections.3.heading'),
      paragraphs: [t('terms.sections.3.paragraphs.1'), t('terms.sections.3.paragraphs.2')],
    },
    {
      heading: t('terms.sections.4.heading'),
      paragraphs: [
        t('terms.sections.4.paragraphs.1'),
        t('terms.sections.4.paragraphs.2', { days: MONEY_BACK_DAYS }),
      ],
    },
    {
      heading: t('terms.sections.5.heading'),
      paragraphs: [t('terms.sections.5.paragraphs.1')],
    },
    {
      heading: t('terms.sections.6.heading'),
      paragraphs: [
        t('terms.sections.6.paragraphs.1', { product: PRODUCT_NAME }),
        t('terms.sections.6.paragraphs.2'),
      ],
    },
    {
      heading: t('terms.sections.7.heading'),
      paragraphs: [t('terms.sections.7.paragraphs.1')],
    },
  ],
}));
