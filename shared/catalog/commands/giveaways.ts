// The Giveaways command category: start, end and reroll giveaways.
import type { CommandCategory } from '../command-types';

export const giveawaysCategory: CommandCategory = {
  id: 'giveaways',
  title: 'Giveaways',
  description: 'Run fair giveaways that keep members coming back.',
  popularity: 85,
  icon: 'gift',
  commands: [
    {
      name: 'gstart',
      description: 'Start a giveaway in this channel.',
      usage: 'gstart <duration> <winners> <prize>',
    },
    { name: 'gend', description: 'End a giveaway now and draw its winners.', usage: 'gend <message id>' },
    {
      name: 'greroll',
      description: 'Draw new winners for an ended giveaway.',
      usage: 'greroll <message id>',
    },
  ],
};
