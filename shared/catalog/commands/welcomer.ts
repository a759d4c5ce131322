// The Welcomer command category: the autorole commands that greet new members with roles.
import type { CommandCategory } from '../command-types';

export const welcomerCategory: CommandCategory = {
  id: 'welcomer',
  title: 'Welcomer',
  description: 'Greet newcomers and hand out their first roles automatically.',
  popularity: 90,
  icon: 'user-plus',
  commands: [
    { name: 'autorole', description: 'Show the autorole commands and how to use them.', usage: 'autorole' },
    {
      name: 'autorole humans add',
      description: 'Give a role to every new human member.',
      usage: 'autorole humans add <@role>',
    },
    {
      name: 'autorole humans remove',
      description: 'Stop giving a role to new human members.',
      usage: 'autorole humans remove <@role>',
    },
    {
      name: 'autorole bots add',
      description: 'Give a role to every bot that joins.',
      usage: 'autorole bots add <@role>',
    },
    {
      name: 'autorole bots remove',
      description: 'Stop giving a role to new bots.',
      usage: 'autorole bots remove <@role>',
    },
    { name: 'autorole config', description: 'Show the roles given on join.', usage: 'autorole config' },
    {
      name: 'autorole reset humans',
      description: 'Clear the roles given to new humans.',
      usage: 'autorole reset humans',
    },
    {
      name: 'autorole reset bots',
      description: 'Clear the roles given to new bots.',
      usage: 'autorole reset bots',
    },
    { name: 'autorole reset all', description: 'Clear every autorole.', usage: 'autorole reset all' },
  ],
};
