// Texts of the Logs page: the server's dashboard activity (change history), its diffs, restore, export and clearing.
import type { HistoryAction, HistoryTool } from '#shared/constants/history';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

/** What each tool is called in the timeline and the tool filter. */
export const TOOL_NAMES = localized(
  (): Record<HistoryTool, string> => ({
    ...textsOf('history.tool'),
    'reaction-roles': t('history.tool.reactionRoles'),
  }),
);

/**
 * The sentence of one entry, after the admin's name: `{name} {what}`. One case per tool, so a tool
 * added to HISTORY_TOOLS without its sentence fails the typecheck.
 */
export function entrySummary(tool: HistoryTool, action: HistoryAction, subject: string): string {
  switch (tool) {
    case 'prefix':
      return t('history.summary.prefix');
    case 'roles':
      return t('history.summary.roles', { role: subject });
    case 'welcome':
      return t('history.summary.welcome');
    case 'autoresponders':
      return action === 'delete'
        ? t('history.summary.autoresponderDeleted', { trigger: subject })
        : t('history.summary.autoresponderAdded', { trigger: subject });
    case 'embed':
      return t('history.summary.embed');
    case 'reaction-roles':
      return t('history.summary.reactionRoles');
    case 'history':
      return t('history.summary.cleared');
  }
}

export const HISTORY_TEXTS = localized(
  () =>
    ({
      ...textsOf('history'),
      restoreMessage: (tool: string) => t('history.restoreMessage', { tool }),
    }) as const,
);
