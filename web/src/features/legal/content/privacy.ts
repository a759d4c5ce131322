// The Privacy Policy (spec section 2): no messages stored, purpose-bound logs, no selling, minimal data, deletion, security.
import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { LegalDocument } from './legal-document';

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro: `Your privacy matters to us. This policy explains what ${PRODUCT_NAME} stores, why, and how you stay in control of it.`,
  sections: [
    {
      heading: 'We store as little as possible',
      paragraphs: ['We keep only the minimal data the bot needs to work, such as:'],
      points: [
        'Discord IDs of users, servers, channels and roles (numbers, not names or messages);',
        'the settings you choose: prefix, welcome messages, autoresponders, role mappings and protection settings;',
        'premium status and profile badges;',
        'when you log in to the dashboard: your Discord username and avatar, and the list of servers you manage, received from Discord so we can show you your servers.',
      ],
    },
    {
      heading: 'No personal messages are stored',
      paragraphs: [
        'We never store the content of your messages or direct messages. Features such as spam detection and snipe look at messages in memory only, and nothing of their content is written to our database.',
      ],
    },
    {
      heading: 'Logs for moderation and performance only',
      paragraphs: [
        'We keep technical logs, such as which command ran and whether it failed, only to keep the bot fast and fix problems. Moderation logs are posted to the channels your server chooses. Logs are never used for advertising or profiling and are kept only as long as they are needed for these purposes.',
      ],
    },
    {
      heading: 'We do not sell or share your data',
      paragraphs: [
        'We do not sell, rent or share your data with third parties. It is used only to provide the service to you and your server.',
      ],
    },
    {
      heading: 'Deleting your data',
      paragraphs: [
        "You can ask us to delete your data, or your server's data, at any time: open a ticket in our support server or write to us, and we will confirm once it is gone. Removing the bot from a server stops all further processing for that server.",
      ],
    },
    {
      heading: 'How we protect your data',
      paragraphs: [
        'All traffic to the website, the dashboard and our API uses secure, encrypted protocols (HTTPS/TLS), stored data is encrypted, and access is limited to the core team members who need it to run the service.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy, we publish the new version on this page with a new "last updated" date. Significant changes are also announced in our support server.',
      ],
    },
  ],
};
