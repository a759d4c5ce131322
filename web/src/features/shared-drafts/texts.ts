// Every user-facing text of the page that opens a share link.
import type { ShareTool } from '#web/lib/embed/share-codec';

/** The editors' names as their pages call them. */
export const TOOL_NAMES: Record<ShareTool, string> = {
  'embed-generator': 'Embed Generator',
  'welcome-config': 'Welcome Dashboard',
  'reaction-role': 'Reaction Roles',
};

export const SHARED_TEXTS = {
  heading: 'Open a shared draft',
  intro: 'Someone shared a draft with you as a link. It came inside the link itself; no server stored it.',
  reading: 'Reading the link...',
  nothingChanged: 'Nothing was opened or changed.',
  backToServers: 'Back to your servers',
  found: (tool: ShareTool) => `This link holds a draft for the ${TOOL_NAMES[tool]}.`,
  choose: (tool: ShareTool) =>
    `Choose the server whose ${TOOL_NAMES[tool]} should open it. If you have an unsaved draft there, you will be asked before it is replaced.`,
  serversLabel: 'Your servers',
  openIn: (server: string) => `Open in ${server}`,
  loadingServers: 'Loading your servers...',
  serversFailed: 'Your servers could not be loaded.',
  retry: 'Retry',
  noServers: 'You administer no server with the bot yet, so there is nowhere to open this draft.',
} as const;
