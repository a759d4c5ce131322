// The Terms & Conditions (spec section 2: acceptance, licence, no interference, liability, changes).
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { MONEY_BACK_DAYS } from '#web/lib/site/site';
import type { LegalDocument } from './legal-document';

export const TERMS: LegalDocument = {
  title: 'Terms & Conditions',
  intro: `These terms govern your use of the ${PRODUCT_NAME} Discord bot, this website and the dashboard (together, "the service"). Please read them carefully.`,
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        `By adding ${PRODUCT_NAME} to a server, using any of its commands, or visiting this website or the dashboard, you agree to these terms. If you do not agree, please remove the bot from your servers and stop using the service.`,
        "You must also follow Discord's Terms of Service and Community Guidelines whenever you use the service.",
      ],
    },
    {
      heading: 'Licence to use the service',
      paragraphs: [
        `We grant you a temporary, personal, non-commercial, non-exclusive and non-transferable licence to use ${PRODUCT_NAME} for managing and enjoying your Discord communities. This licence is not a transfer of ownership, and under it you may not:`,
      ],
      points: [
        'sell, rent, sublicense or otherwise commercialise the service or access to it;',
        'copy, modify, decompile or reverse engineer the bot, the website or the dashboard;',
        'use the service, or anything learnt from it, to build a competing product;',
        'remove any copyright or other proprietary notices.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'You agree not to interfere with or disrupt the service, or the servers and networks it runs on. This includes flooding the bot with commands, exploiting bugs instead of reporting them, and automated scraping of the website or the API.',
        "You agree not to attempt unauthorised access to any part of the service: other users' accounts or data, servers you do not manage, the dashboard of another server, or our systems. Bypassing permission checks or probing our security without written permission is forbidden.",
      ],
    },
    {
      heading: 'Premium plans',
      paragraphs: [
        'Premium plans are billed monthly and purchased through our support server. If you cancel, you keep your benefits until the end of the period you paid for. Upgrades take effect immediately; downgrades take effect at the next billing cycle.',
        `Every purchase comes with a ${MONEY_BACK_DAYS}-day money-back guarantee: ask in the support server within ${MONEY_BACK_DAYS} day of buying for a full refund.`,
      ],
    },
    {
      heading: 'Availability of the service',
      paragraphs: [
        'We work hard to keep the service fast and online, but it is provided "as is" and "as available", without warranties of any kind. We may change, suspend or discontinue features at any time, and we may limit or end access for anyone who breaks these terms.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${PRODUCT_NAME} and its team are not liable for any indirect, incidental, special or consequential damages, or for any loss of data, messages, members, roles or server configuration, arising from your use of or inability to use the service.`,
        'Server administrators remain responsible for the permissions they give the bot and for the moderation actions they or their moderators take with it. Where liability cannot be excluded, it is limited to the amount you paid us in the month before the claim.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may revise these terms at any time. Changes are published on this page with a new "last updated" date, and continuing to use the service after a change means you accept the revised terms.',
      ],
    },
  ],
};
