// The bot's eight command categories (spec section 3), in the order the Command Center shows them.
import type { CommandCategory } from './command-types';
import { antinukeCategory } from './commands/antinuke';
import { funCategory } from './commands/fun';
import { giveawaysCategory } from './commands/giveaways';
import { mediaCategory } from './commands/media';
import { moderationCategory } from './commands/moderation';
import { utilityCategory } from './commands/utility';
import { voiceCategory } from './commands/voice';
import { welcomerCategory } from './commands/welcomer';

/** Every command category with its commands. */
export const COMMAND_CATEGORIES: readonly CommandCategory[] = [
  antinukeCategory,
  moderationCategory,
  giveawaysCategory,
  welcomerCategory,
  voiceCategory,
  mediaCategory,
  funCategory,
  utilityCategory,
];
