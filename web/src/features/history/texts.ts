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
      ...textsOf('history'),
      restoreMessage: (tool: string) => t('history.restoreMessage', { tool }),
    }) as const,
);
