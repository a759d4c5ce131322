// The edit-conflict warning's texts, loaded with the warning (not with the editors that may show it).
import type { HistoryEntry } from '#shared/schemas/history';
import type { ConflictTool } from './edit-conflict';
import { activeLocale, localized, type MessageKey, t } from './i18n/i18n';
import { formatTimestamp } from './markdown/format-timestamp';

/** Texts of the conflict warning, shared by the three editors (the `history` catalogue). */
export const EDIT_CONFLICT_TEXTS = localized(
  () =>
    ({
      someone: t('history.conflict.someone'),
      coverage: t('history.conflict.coverage'),
      review: t('history.conflict.review'),
      hideReview: t('history.conflict.hideReview'),
      keepTheirs: t('history.conflict.keepTheirs'),
      saveMine: t('history.conflict.saveMine'),
    }) as const,
);

/** Each checked tool's sentence "{name} changed {what} {when}". */
const CONFLICT_SENTENCES = {
  prefix: 'history.conflict.prefix',
  roles: 'history.conflict.roles',
  welcome: 'history.conflict.welcome',
} as const satisfies Record<ConflictTool, MessageKey>;

/** "Ava changed the welcome message 2 minutes ago", relative to `now`, in the active locale. */
export function conflictSentence(entry: HistoryEntry, tool: ConflictTool, now = Date.now()): string {
  const name = entry.actor?.name ?? EDIT_CONFLICT_TEXTS.someone;
  const when = formatTimestamp(entry.at / 1000, 'R', { now, locale: activeLocale() });
  return t(CONFLICT_SENTENCES[tool], { name, when });
}
