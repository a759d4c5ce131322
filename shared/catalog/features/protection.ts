// Feature categories that protect a server: Advanced Security and Powerful Moderation.
import type { FeatureCategory } from '../feature-types';

export const securityFeatures: FeatureCategory = {
  id: 'security',
  title: 'Advanced Security',
  description: 'Protection that reacts in seconds, before a raid or a rogue admin can do damage.',
  icon: 'shield',
  features: [
    {
      name: 'Anti-Nuke Protection',
      description: 'Stops mass bans, kicks, and channel or role deletions the moment they start.',
      premium: false,
    },
    {
      name: 'Anti-Raid Shield',
      description: 'Spots waves of suspicious joins and locks the server down until they pass.',
      premium: false,
    },
    {
      name: 'Whitelist & Extra Owners',
      description: 'Trusted members and roles bypass the checks; extra owners manage protection with you.',
      premium: false,
    },
    {
      name: 'Configurable Punishments',
      description: 'Ban, kick or strip the roles of anyone who trips the protection.',
      premium: false,
    },
    {
      name: 'Security Audit Log',
      description: 'Every protective action is logged to a channel of your choice.',
      premium: false,
    },
    {
      name: 'Vanity Checker',
      description: "Watches your server's vanity URL and alerts you if it changes (coming soon).",
      premium: true,
    },
  ],
};

export const moderationFeatures: FeatureCategory = {
  id: 'moderation',
  title: 'Powerful Moderation',
  description: 'Everything moderators need to keep conversations healthy.',
  icon: 'gavel',
  features: [
    {
      name: 'Moderation Commands',
      description: 'Ban, kick, time out and unban with reasons, from chat or slash commands.',
      premium: false,
    },
    {
      name: 'Spam Detection',
      description: 'Catches message floods, mass mentions and repeated links automatically.',
      premium: false,
    },
    {
      name: 'Warnings & Punishments',
      description: 'Warn members and escalate to timeouts, kicks or bans as warnings add up.',
      premium: false,
    },
    {
      name: 'Smart Purge',
      description: 'Clear messages by member, bots, links, images, embeds or text they contain.',
      premium: false,
    },
    {
      name: 'Channel Lockdown',
      description: 'Lock or hide one channel, or every channel at once, during trouble.',
      premium: false,
    },
    {
      name: 'Message Snipe',
      description: 'See the last deleted message in a channel to settle disputes.',
      premium: false,
    },
    {
      name: 'No-Prefix Commands',
      description: 'Run commands without typing the prefix, for you and chosen members.',
      premium: true,
    },
  ],
};
