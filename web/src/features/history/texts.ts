// Texts of the Logs page: the server's dashboard activity (change history), its diffs, restore, export and clearing.
import type { HistoryAction, HistoryTool } from '#shared/constants/history';
import { localized, t } from '#web/lib/i18n/i18n';

/** What each tool is called in the timeline and the tool filter. */
export const TOOL_NAMES = localized(
  (): Record<HistoryTool, string> => ({
    prefix: t('history.tool.prefix'),
    roles: t('history.tool.roles'),
    welcome: t('history.tool.welcome'),
    autoresponders: t('history.tool.autoresponders'),
    embed: t('history.tool.embed'),
    'reaction-roles': t('history.tool.reactionRoles'),
    history: t('history.tool.history'),
  }),
);

/** The sentence of one entry, after the admin's name: `{name} {what}`. */
export function entrySummary(tool: HistoryTool, action: HistoryAction, subject: string): string {
  if (tool === 'prefix') return t('history.summary.prefix');
  if (tool === 'roles') return t('history.summary.roles', { role: subject });
  if (tool === 'welcome') return t('history.summary.welcome');
  if (tool === 'autoresponders') {
    return action === 'delete'
      ? t('history.summary.autoresponderDeleted', { trigger: subject })
      : t('history.summary.autoresponderAdded', { trigger: subject });
  }
  if (tool === 'embed') return t('history.summary.embed');
  if (tool === 'reaction-roles') return t('history.summary.reactionRoles');
  return t('history.summary.cleared');
}

export const HISTORY_TEXTS = localized(
  () =>
    ({
      heading: t('history.heading'),
      intro: t('history.intro'),
      coverage: t('history.coverage'),
      loading: t('history.loading'),
      loadingMore: t('history.loadingMore'),
      loadMore: t('history.loadMore'),
      empty: t('history.empty'),
      emptyFiltered: t('history.emptyFiltered'),
      loadFailed: t('history.loadFailed'),
      retry: t('history.retry'),
      forbidden: t('history.forbidden'),
      unavailable: t('history.unavailable'),
      someone: t('history.someone'),
      toolFilter: t('history.toolFilter'),
      adminFilter: t('history.adminFilter'),
      allTools: t('history.allTools'),
      allAdmins: t('history.allAdmins'),
      exportJson: t('history.exportJson'),
      exportCsv: t('history.exportCsv'),
      clear: t('history.clear'),
      clearing: t('history.clearing'),
      clearTitle: t('history.clearTitle'),
      clearMessage: t('history.clearMessage'),
      clearConfirm: t('history.clearConfirm'),
      cleared: t('history.cleared'),
      clearFailed: t('history.clearFailed'),
      showChanges: t('history.showChanges'),
      hideChanges: t('history.hideChanges'),
      restore: t('history.restore'),
      restoreTitle: t('history.restoreTitle'),
      restoreMessage: (tool: string) => t('history.restoreMessage', { tool }),
      restoreConfirm: t('history.restoreConfirm'),
      restored: t('history.restored'),
      restoreFailed: t('history.restoreFailed'),
      openInEditor: t('history.openInEditor'),
      cancel: t('history.cancel'),
    }) as const,
);
