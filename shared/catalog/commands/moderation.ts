// The Moderation command category: 25 commands for everyday moderation.
import type { CommandCategory } from '../command-types';

export const moderationCategory: CommandCategory = {
  id: 'moderation',
  title: 'Moderation',
  description: 'Everyday tools to keep conversations clean and members in line.',
  popularity: 98,
  icon: 'gavel',
  commands: [
    { name: 'snipe', description: 'Show the last deleted message in this channel.', usage: 'snipe' },
    {
      name: 'steal',
      description: 'Add an emoji or sticker from another server to this one.',
      usage: 'steal <emoji|sticker> [name]',
    },
    { name: 'purge', description: 'Delete the latest messages in this channel.', usage: 'purge <amount>' },
    { name: 'purge bots', description: 'Delete recent messages sent by bots.', usage: 'purge bots <amount>' },
    {
      name: 'purge user',
      description: "Delete a member's recent messages.",
      usage: 'purge user <@user> <amount>',
    },
    {
      name: 'purge contains',
      description: 'Delete recent messages containing some text.',
      usage: 'purge contains <text> <amount>',
    },
    { name: 'purge links', description: 'Delete recent messages with links.', usage: 'purge links <amount>' },
    {
      name: 'purge images',
      description: 'Delete recent messages with attachments.',
      usage: 'purge images <amount>',
    },
    {
      name: 'purge embeds',
      description: 'Delete recent messages with embeds.',
      usage: 'purge embeds <amount>',
    },
    { name: 'nuke', description: 'Recreate this channel empty, keeping its settings.', usage: 'nuke' },
    { name: 'role', description: 'Give or take a role from a member.', usage: 'role <@user> <@role>' },
    { name: 'ban', description: 'Ban a member, optionally with a reason.', usage: 'ban <@user> [reason]' },
    { name: 'unban', description: 'Lift a ban by user ID.', usage: 'unban <user id>' },
    { name: 'unbanall', description: 'Lift every ban in the server.', usage: 'unbanall' },
    { name: 'kick', description: 'Kick a member, optionally with a reason.', usage: 'kick <@user> [reason]' },
    {
      name: 'mute',
      description: 'Time a member out for a while.',
      usage: 'mute <@user> <duration> [reason]',
    },
    { name: 'unmute', description: "End a member's timeout.", usage: 'unmute <@user>' },
    { name: 'hide', description: 'Hide a channel from @everyone.', usage: 'hide [#channel]' },
    { name: 'unhide', description: 'Show a hidden channel again.', usage: 'unhide [#channel]' },
    { name: 'hideall', description: 'Hide every channel from @everyone.', usage: 'hideall' },
    { name: 'unhideall', description: 'Show every channel again.', usage: 'unhideall' },
    {
      name: 'lock',
      description: 'Stop @everyone from sending messages in a channel.',
      usage: 'lock [#channel]',
    },
    { name: 'unlock', description: 'Let @everyone talk in a channel again.', usage: 'unlock [#channel]' },
    { name: 'lockall', description: 'Lock every text channel.', usage: 'lockall' },
    { name: 'unlockall', description: 'Unlock every text channel.', usage: 'unlockall' },
  ],
};
