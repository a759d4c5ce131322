// Feature categories for content and tools: Media Controls and Advanced Utilities.
import type { FeatureCategory } from '../feature-types';

export const mediaFeatures: FeatureCategory = {
  id: 'media',
  title: 'Media Controls',
  description: 'Keep pictures and videos where they belong.',
  icon: 'image',
  features: [
    {
      name: 'Media-Only Channels',
      description: 'Posts without an image or video are removed automatically.',
      premium: false,
    },
    {
      name: 'Emoji & Sticker Stealer',
      description: 'Copy an emoji or sticker from another server into yours.',
      premium: false,
    },
    {
      name: 'Avatar & Banner Viewer',
      description: 'Open any avatar or banner in full size.',
      premium: false,
    },
    {
      name: 'Memes & Reactions',
      description: 'Memes, hugs, pats and more to liven up chat.',
      premium: false,
    },
  ],
};

export const utilityFeatures: FeatureCategory = {
  id: 'utilities',
  title: 'Advanced Utilities',
  description: 'Handy tools for admins and members alike.',
  icon: 'tool',
  features: [
    { name: 'Custom Prefix', description: 'Pick the prefix that suits your server.', premium: false },
    {
      name: 'Autoresponders',
      description: 'Reply automatically when a trigger word or phrase is said (3 per server).',
      premium: false,
    },
    {
      name: 'Extended Autoresponders',
      description: 'Up to 5, 10 or 15 autoresponders, depending on your plan.',
      premium: true,
    },
    {
      name: 'Embed Generator',
      description: 'Build rich embeds with fields and a button, then send them from the dashboard.',
      premium: false,
    },
    {
      name: 'Server Analytics',
      description: 'Member, channel and command insights for your server.',
      premium: false,
    },
    {
      name: 'Info & Translation',
      description: 'Server, member and bot details, plus translation into any language.',
      premium: false,
    },
    {
      name: 'Role Shortcuts',
      description: 'Map roles such as VIP or staff once, then give them with one short command.',
      premium: false,
    },
    {
      name: 'Global No-Prefix',
      description: 'Use commands without a prefix in every server you share with the bot.',
      premium: true,
    },
    {
      name: 'Premium Profile Badge',
      description: 'Show off a premium badge on your bot profile.',
      premium: true,
    },
    {
      name: 'Custom Role Assigner',
      description: 'Give members custom roles automatically by rules you set (coming soon).',
      premium: true,
    },
  ],
};
