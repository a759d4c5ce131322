// Feature categories that grow a community: Engaging Giveaways, Welcome System and Voice Management.
import type { FeatureCategory } from '../feature-types';

export const giveawayFeatures: FeatureCategory = {
  id: 'giveaways',
  title: 'Engaging Giveaways',
  description: 'Fair, automatic giveaways that bring members back.',
  icon: 'gift',
  features: [
    {
      name: 'Timed Giveaways',
      description: 'Start a giveaway with a duration and let the bot draw winners when it ends.',
      premium: false,
    },
    { name: 'Multiple Winners', description: 'Draw as many winners as you like in one go.', premium: false },
    {
      name: 'End Early & Reroll',
      description: 'End a giveaway now or draw new winners if someone does not claim.',
      premium: false,
    },
    {
      name: 'One-Click Entry',
      description: 'Members enter with a single reaction; no forms, no fuss.',
      premium: false,
    },
  ],
};

export const welcomeFeatures: FeatureCategory = {
  id: 'welcome',
  title: 'Welcome System',
  description: 'A warm first impression for every new member.',
  icon: 'user-plus',
  features: [
    {
      name: 'Welcome Messages',
      description: 'Greet newcomers in a channel with placeholders such as {user} and {server}.',
      premium: false,
    },
    {
      name: 'Embed Welcome Cards',
      description: 'Colours, images, author and footer: design the card in the dashboard.',
      premium: false,
    },
    {
      name: 'Welcome Buttons',
      description: 'Add a link button under the welcome message, for rules or roles.',
      premium: false,
    },
    {
      name: 'Autoroles',
      description: 'Give humans and bots their own roles the moment they join.',
      premium: false,
    },
    {
      name: 'Reaction Roles',
      description: 'Let members pick up to five roles from buttons on one message.',
      premium: false,
    },
    {
      name: 'Live Preview',
      description: 'See exactly what newcomers will see while you edit.',
      premium: false,
    },
  ],
};

export const voiceFeatures: FeatureCategory = {
  id: 'voice',
  title: 'Voice Management',
  description: 'Tidy, well-run voice channels.',
  icon: 'mic',
  features: [
    {
      name: 'Voice Moderation',
      description: 'Mute, deafen, move or disconnect a member in voice.',
      premium: false,
    },
    {
      name: 'Mass Voice Actions',
      description: 'Mute, deafen, move or disconnect everyone in a channel at once.',
      premium: false,
    },
    { name: 'Voice Roles', description: 'Give members a role while they are in voice.', premium: false },
    {
      name: 'Music (Beta)',
      description: 'Play music in voice channels with simple commands.',
      premium: true,
    },
  ],
};
