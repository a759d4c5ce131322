// The Voice command category: 16 commands for managing voice channels and their members.
import type { CommandCategory } from '../command-types';

export const voiceCategory: CommandCategory = {
  id: 'voice',
  title: 'Voice',
  description: 'Keep voice channels under control, one member or all at once.',
  popularity: 75,
  icon: 'mic',
  commands: [
    { name: 'vc mute', description: 'Server-mute a member in voice.', usage: 'vc mute <@user>' },
    { name: 'vc unmute', description: 'Unmute a member in voice.', usage: 'vc unmute <@user>' },
    { name: 'vc muteall', description: 'Mute everyone in your voice channel.', usage: 'vc muteall' },
    { name: 'vc unmuteall', description: 'Unmute everyone in your voice channel.', usage: 'vc unmuteall' },
    { name: 'vc kick', description: 'Disconnect a member from voice.', usage: 'vc kick <@user>' },
    { name: 'vc kickall', description: 'Disconnect everyone in your voice channel.', usage: 'vc kickall' },
    { name: 'vc deafen', description: 'Server-deafen a member.', usage: 'vc deafen <@user>' },
    { name: 'vc undeafen', description: 'Undeafen a member.', usage: 'vc undeafen <@user>' },
    { name: 'vc deafenall', description: 'Deafen everyone in your voice channel.', usage: 'vc deafenall' },
    {
      name: 'vc undeafenall',
      description: 'Undeafen everyone in your voice channel.',
      usage: 'vc undeafenall',
    },
    { name: 'vc list', description: 'List who is in your voice channel.', usage: 'vc list' },
    {
      name: 'vc move',
      description: 'Move a member to another voice channel.',
      usage: 'vc move <@user> <#voice-channel>',
    },
    {
      name: 'vc moveall',
      description: 'Move everyone from your voice channel to another.',
      usage: 'vc moveall <#voice-channel>',
    },
    {
      name: 'vcrole add',
      description: 'Give a role to members while they are in voice.',
      usage: 'vcrole add <@role>',
    },
    { name: 'vcrole remove', description: 'Stop giving the voice role.', usage: 'vcrole remove' },
    { name: 'vcrole show', description: 'Show the current voice role.', usage: 'vcrole show' },
  ],
};
