// The Community Guidelines (spec section 2): respect, no spam, on topic, no self-promotion, legal, privacy, moderators.
import { PRODUCT_NAME } from '#web/lib/site/brand';
import type { LegalDocument } from './legal-document';

export const GUIDELINES: LegalDocument = {
  title: 'Community Guidelines',
  intro: `Our community, including the ${PRODUCT_NAME} support server, is a place to get help, share ideas and have fun. These guidelines keep it friendly for everyone.`,
  sections: [
    {
      heading: 'Be respectful',
      paragraphs: [
        'Treat everyone with kindness. Harassment, hate speech, discrimination and personal attacks are never acceptable, and disagreements stay civil.',
      ],
    },
    {
      heading: 'No spam',
      paragraphs: [
        'Do not flood channels with repeated messages, mass mentions, walls of emoji or unnecessary pings. One clear message gets you help faster.',
      ],
    },
    {
      heading: 'Stay on topic',
      paragraphs: [
        'Use each channel for its purpose: support questions in support channels, ideas in suggestions, everything else in general chat.',
      ],
    },
    {
      heading: 'No self-promotion without permission',
      paragraphs: [
        "Advertising servers, bots, social media or products, including in direct messages to members, needs a moderator's permission first.",
      ],
    },
    {
      heading: 'Keep it legal',
      paragraphs: [
        "Follow Discord's Terms of Service and the law. No piracy, scams, malware, or sharing of illegal or explicit content.",
      ],
    },
    {
      heading: 'Respect privacy',
      paragraphs: [
        "Never share anyone's personal information, private messages or screenshots of them without consent, and never share your own account token.",
      ],
    },
    {
      heading: 'Follow the moderators',
      paragraphs: [
        'Moderators keep the community safe. Follow their instructions; if you disagree with a decision, raise it calmly in a ticket rather than in public channels. Breaking these guidelines may lead to a warning, a timeout or a ban, depending on how serious it is.',
      ],
    },
  ],
};
