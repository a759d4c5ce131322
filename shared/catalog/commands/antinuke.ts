// The Antinuke command category: 21 commands guarding a server against raids and rogue admins.
import type { CommandCategory } from '../command-types';

export const antinukeCategory: CommandCategory = {
  id: 'antinuke',
  title: 'Antinuke',
  description: 'Stop raids and rogue admins before they wreck your server.',
  popularity: 95,
  icon: 'shield',
  commands: [
    {
      name: 'antinuke setup',
      description: 'Walk through the guided antinuke setup.',
      usage: 'antinuke setup',
    },
    { name: 'antinuke enable', description: 'Turn antinuke protection on.', usage: 'antinuke enable' },
    { name: 'antinuke disable', description: 'Turn antinuke protection off.', usage: 'antinuke disable' },
    {
      name: 'antinuke log',
      description: 'Choose the channel where antinuke actions are logged.',
      usage: 'antinuke log <#channel>',
    },
    {
      name: 'antinuke log remove',
      description: 'Stop logging antinuke actions.',
      usage: 'antinuke log remove',
    },
    {
      name: 'antinuke status',
      description: 'Show whether protection is on and how it is set up.',
      usage: 'antinuke status',
    },
    {
      name: 'whitelist add',
      description: 'Let a trusted member bypass antinuke checks.',
      usage: 'whitelist add <@user>',
    },
    {
      name: 'whitelist remove',
      description: 'Take a member off the whitelist.',
      usage: 'whitelist remove <@user>',
    },
    { name: 'whitelist show', description: 'List every whitelisted member.', usage: 'whitelist show' },
    { name: 'whitelist reset', description: 'Clear the member whitelist.', usage: 'whitelist reset' },
    {
      name: 'whitelist role add',
      description: 'Whitelist everyone holding a role.',
      usage: 'whitelist role add <@role>',
    },
    {
      name: 'whitelist role remove',
      description: 'Take a role off the whitelist.',
      usage: 'whitelist role remove <@role>',
    },
    { name: 'whitelist role show', description: 'List the whitelisted roles.', usage: 'whitelist role show' },
    { name: 'whitelist role reset', description: 'Clear the role whitelist.', usage: 'whitelist role reset' },
    {
      name: 'punishment set',
      description: 'Choose what happens to someone who trips antinuke.',
      usage: 'punishment set <ban|kick|strip>',
    },
    {
      name: 'punishment reset',
      description: 'Go back to the default punishment (ban).',
      usage: 'punishment reset',
    },
    { name: 'punishment show', description: 'Show the current punishment.', usage: 'punishment show' },
    {
      name: 'extraowner add',
      description: 'Give a member owner-level control of antinuke.',
      usage: 'extraowner add <@user>',
    },
    {
      name: 'extraowner remove',
      description: 'Remove an extra owner.',
      usage: 'extraowner remove <@user>',
    },
    { name: 'extraowner show', description: 'List the extra owners.', usage: 'extraowner show' },
    { name: 'extraowner reset', description: 'Remove every extra owner.', usage: 'extraowner reset' },
  ],
};
