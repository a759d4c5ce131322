// User-facing texts of the server list, server overview, server sections and profile (spec sections 2, 4, 8).
import type { ServerTool } from '#shared/site-routes';

export const LIST_TEXTS = {
  title: 'Your Servers',
  intro: 'Servers where you are an administrator and Warden is present.',
  loading: 'Loading your servers...',
  search: 'Search servers',
  noMatch: 'No servers match your search.',
  manage: 'Manage',
  owner: 'Owner',
  admin: 'Admin',
  premium: 'Premium',
  emptyTitle: 'No servers found',
  emptyText:
    "No servers found where you're an administrator and the bot is present. Make sure the bot is invited to your server and that you have administrator permissions there.",
  invite: 'Invite',
} as const;

export const LOAD_TEXTS = {
  connectionIssue: 'Connection Issue',
  retry: 'Retry',
  retrying: (attempt: number, attempts: number) => `Retrying... (${attempt}/${attempts})`,
  stale: 'Showing the last loaded data.',
} as const;

export const SERVER_TEXTS = {
  loading: 'Loading server...',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  stats: { members: 'Members', channels: 'Channels', roles: 'Roles', boostLevel: 'Boost Level' },
  boosts: (count: number) => (count === 1 ? '1 boost' : `${count} boosts`),
  level: (level: number) => `Level ${level}`,
  configTitle: 'Server Configuration',
  prefix: 'Command Prefix',
  guildId: 'Guild ID',
  ownerId: 'Owner ID',
  created: 'Created',
  unknown: 'Unknown',
  toolsTitle: 'Tools',
  configure: 'Configure',
  infoTitle: 'Server Information',
  age: 'Server Age',
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  premiumStatus: 'Premium Status',
  premiumActive: 'Active',
  premiumStandard: 'Standard',
  botPermissions: 'Bot Permissions',
  administrator: 'Administrator',
  upgrade: 'Upgrade to Premium',
  viewPlans: 'View Premium plans',
  quickLinks: 'Quick Links',
  backToServers: 'Back to servers',
} as const;

export const PREFIX_TEXTS = {
  label: 'Command prefix',
  edit: 'Edit prefix',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  updated: 'Updated!',
  tooLong: (max: number) => `The prefix can be at most ${max} characters.`,
  failed: (status: number) => `Failed to update prefix: ${status}`,
  hint: 'Enter saves, Escape cancels.',
} as const;

/** The server tools' pages (slugs under /dashboard/{id}/). */
export type ToolSlug = Exclude<ServerTool, 'analytics' | 'logs' | 'commands'>;

/** Name, one-line description and icon of each server tool, in the order the spec lists them. */
export const TOOL_TEXTS: Record<ToolSlug, { name: string; description: string; icon: string }> = {
  'auto-responder': {
    name: 'Auto Responder',
    description: 'Reply automatically when members say a trigger word or phrase.',
    icon: '↺',
  },
  'embed-generator': {
    name: 'Embed Generator',
    description: 'Compose rich embeds with fields and a link button and send them.',
    icon: '▤',
  },
  'reaction-role': {
    name: 'Reaction Role',
    description: 'Post a message with buttons that hand out roles.',
    icon: '◉',
  },
  'role-config': {
    name: 'Role Setup',
    description: 'Tie the bot’s role commands to your server’s roles.',
    icon: '⚑',
  },
  'welcome-config': {
    name: 'Welcomer',
    description: 'Greet new members with a message or an embed.',
    icon: '✉',
  },
};

/** Names and descriptions of the server sections that are not tools. */
export const SECTION_TEXTS = {
  analytics: ['Analytics', 'What the bot reports about this server today.'],
  logs: ['Logs', 'Moderation and audit history of this server.'],
  commands: ['Commands', 'How members run Warden’s commands in this server.'],
} as const;
