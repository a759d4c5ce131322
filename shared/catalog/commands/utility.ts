// The Utility & Extra command category: information, server lists, ignores, role setup and role shortcuts.
import type { BotCommand, CommandCategory } from '../command-types';

/** Role shortcuts: each gives or takes the server role mapped to its key with `rolesetup`. */
const ROLE_SHORTCUTS: readonly [key: string, label: string][] = [
  ['owner', 'Owner'],
  ['founder', 'Founder'],
  ['admin', 'Admin'],
  ['manager', 'Manager'],
  ['mod', 'Moderator'],
  ['staff', 'Staff'],
  ['bot', 'Bot'],
  ['vip', 'VIP'],
  ['partner', 'Partner'],
  ['artist', 'Artist'],
  ['guest', 'Guest'],
  ['friend', 'Friend'],
  ['qt', 'QT'],
];

const roleShortcuts: BotCommand[] = ROLE_SHORTCUTS.map(([key, label]) => ({
  name: key,
  description: `Give or take the ${label} role set up with rolesetup.`,
  usage: `${key} <@user>`,
}));

export const utilityCategory: CommandCategory = {
  id: 'utility',
  title: 'Utility & Extra',
  description: 'Handy information, server lists and quick role shortcuts.',
  popularity: 92,
  icon: 'tool',
  commands: [
    { name: 'afk', description: 'Set an AFK note shown when someone mentions you.', usage: 'afk [reason]' },
    { name: 'avatar', description: "Show a member's avatar in full size.", usage: 'avatar [@user]' },
    { name: 'banner', description: "Show a member's profile banner.", usage: 'banner [@user]' },
    { name: 'botinfo', description: 'Show details about the bot.', usage: 'botinfo' },
    { name: 'invite', description: 'Get the link to add the bot to your server.', usage: 'invite' },
    { name: 'support', description: 'Get the link to the support server.', usage: 'support' },
    { name: 'vote', description: 'Vote for the bot on bot lists.', usage: 'vote' },
    { name: 'membercount', description: 'Show how many members the server has.', usage: 'membercount' },
    { name: 'ping', description: "Check the bot's response time.", usage: 'ping' },
    { name: 'prefix', description: "Change the bot's prefix for this server.", usage: 'prefix <new prefix>' },
    {
      name: 'profile',
      description: 'Show a profile with badges and premium status.',
      usage: 'profile [@user]',
    },
    {
      name: 'translate',
      description: 'Translate text into another language.',
      usage: 'translate <language> <text>',
    },
    { name: 'serverinfo', description: 'Show details about this server.', usage: 'serverinfo' },
    { name: 'statistics', description: "Show the bot's usage statistics.", usage: 'statistics' },
    { name: 'userinfo', description: 'Show details about a member.', usage: 'userinfo [@user]' },
    {
      name: 'ignore channel add',
      description: 'Make the bot ignore commands in a channel.',
      usage: 'ignore channel add <#channel>',
    },
    {
      name: 'ignore channel remove',
      description: 'Stop ignoring a channel.',
      usage: 'ignore channel remove <#channel>',
    },
    {
      name: 'ignore user add',
      description: 'Make the bot ignore a member.',
      usage: 'ignore user add <@user>',
    },
    {
      name: 'ignore user remove',
      description: 'Stop ignoring a member.',
      usage: 'ignore user remove <@user>',
    },
    { name: 'ignore show', description: 'List ignored channels and members.', usage: 'ignore show' },
    { name: 'list admins', description: 'List members with Administrator.', usage: 'list admins' },
    { name: 'list mods', description: 'List members who can moderate.', usage: 'list mods' },
    { name: 'list bots', description: 'List the bots in this server.', usage: 'list bots' },
    { name: 'list bans', description: 'List banned users.', usage: 'list bans' },
    { name: 'list roles', description: 'List every role with its member count.', usage: 'list roles' },
    { name: 'list boosters', description: 'List the server boosters.', usage: 'list boosters' },
    { name: 'list inrole', description: 'List the members holding a role.', usage: 'list inrole <@role>' },
    { name: 'list emojis', description: "List the server's custom emojis.", usage: 'list emojis' },
    { name: 'rolesetup', description: 'Show which role each shortcut gives.', usage: 'rolesetup' },
    {
      name: 'rolesetup set',
      description: 'Map a shortcut such as vip or staff to a role.',
      usage: 'rolesetup set <shortcut> <@role>',
    },
    {
      name: 'rolesetup reqrole',
      description: 'Choose the role allowed to use role shortcuts.',
      usage: 'rolesetup reqrole <@role>',
    },
    { name: 'rolesetup reset', description: 'Clear every shortcut mapping.', usage: 'rolesetup reset' },
    ...roleShortcuts,
  ],
};
