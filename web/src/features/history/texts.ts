// Texts of the Logs page: the server's dashboard activity (change history), its diffs, restore, export and clearing.
import type { HistoryAction, HistoryTool } from '#shared/constants/history';

/** What each tool is called in the timeline and the tool filter. */
export const TOOL_NAMES: Record<HistoryTool, string> = {
  prefix: 'Command prefix',
  roles: 'Role setup',
  welcome: 'Welcome message',
  autoresponders: 'Autoresponders',
  embed: 'Embed messages',
  'reaction-roles': 'Reaction-role messages',
  history: 'History',
};

/** The sentence of one entry, after the admin's name: `{name} {what}`. */
export function entrySummary(tool: HistoryTool, action: HistoryAction, subject: string): string {
  if (tool === 'prefix') return 'changed the command prefix';
  if (tool === 'roles') return `changed the ${subject} role`;
  if (tool === 'welcome') return 'changed the welcome message';
  if (tool === 'autoresponders') {
    return action === 'delete'
      ? `deleted the autoresponder “${subject}”`
      : `added the autoresponder “${subject}”`;
  }
  if (tool === 'embed') return 'sent an embed message';
  if (tool === 'reaction-roles') return 'sent a reaction-role message';
  return 'cleared the history';
}

export const HISTORY_TEXTS = {
  heading: 'Dashboard activity',
  intro: 'Every change made in this dashboard, newest first: who, what and when.',
  coverage: 'Changes made in Discord with bot commands are not listed here.',
  loading: 'Loading activity...',
  loadingMore: 'Loading more...',
  loadMore: 'Load more',
  empty: 'No dashboard changes yet. Saves made on the tool pages will appear here.',
  emptyFiltered: 'No changes match these filters.',
  loadFailed: 'Could not load the activity.',
  retry: 'Retry',
  forbidden: 'Only admins of this server can see its activity.',
  unavailable: 'The activity history is unavailable right now. Your changes still reach the bot.',
  someone: 'An admin',
  toolFilter: 'Tool',
  adminFilter: 'Admin',
  allTools: 'All tools',
  allAdmins: 'All admins',
  exportJson: 'Export JSON',
  exportCsv: 'Export CSV',
  clear: 'Clear history',
  clearing: 'Clearing...',
  clearTitle: 'Clear this server’s history?',
  clearMessage: 'Every entry is deleted for good. One entry saying that you cleared the history is kept.',
  clearConfirm: 'Clear history',
  cleared: 'History cleared.',
  clearFailed: 'Could not clear the history.',
  before: 'Before',
  after: 'After',
  empty_value: '(empty)',
  beforeFailed: 'The value before this change could not be read when it was saved.',
  noChange: 'Nothing changed.',
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  restore: 'Restore this version',
  restoreTitle: 'Restore this version?',
  restoreMessage: (what: string) =>
    `This saves the value from before this change to ${what}, replacing what is set now. The restore is recorded here too.`,
  restoreConfirm: 'Restore',
  restored: 'Version restored.',
  restoreFailed: 'Could not restore this version.',
  openInEditor: 'Open in editor',
  sentTo: (channel: string) => `Sent to channel ${channel}`,
  cancel: 'Cancel',
} as const;
