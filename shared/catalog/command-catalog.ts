// The bot's eight command categories (spec section 3), in the order the Command Center shows them.

import { antinukeCategory } from '#shared/catalog/commands/antinuke';
import { funCategory } from '#shared/catalog/commands/fun';
import { giveawaysCategory } from '#shared/catalog/commands/giveaways';
import { mediaCategory } from '#shared/catalog/commands/media';
import { moderationCategory } from '#shared/catalog/commands/moderation';
import { utilityCategory } from '#shared/catalog/commands/utility';
import { voiceCategory } from '#shared/catalog/commands/voice';
import { welcomerCategory } from '#shared/catalog/commands/welcomer';
import type { CommandCategory } from './command-types';

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
