// Texts of the server section pages (analytics, commands) and their honest 'coming soon' states.

export const SECTION_PAGE_TEXTS = {
  comingSoon: 'Coming soon',
  snapshotTitle: 'Server snapshot',
  snapshotIntro: 'The live numbers the bot reports for this server.',
  analyticsSoonTitle: 'Activity analytics are coming soon',
  analyticsSoonText:
    'The bot does not report member growth, message activity or command usage to the dashboard yet. Charts will appear here once it does.',
  commandsPrefix: 'Members run Warden’s commands in this server with the prefix',
  commandsExample: 'For example:',
  commandsPrefixHint: 'Change the prefix under Server Settings.',
  browseCommands: 'Browse all commands',
  serverSettings: 'Server Settings',
  commandsSoonTitle: 'Per-server command settings are coming soon',
  commandsSoonText:
    'Turning single commands on or off for this server is not offered by the bot yet. Role-based access is: tie commands to your roles on the Role Setup page.',
  roleSetup: 'Open Role Setup',
  unknownTitle: 'Nothing here yet',
  unknownText: (section: string) => `This server has no “${section}” page. Pick a page from the sidebar.`,
  backToServer: 'Back to Server Dashboard',
} as const;
