// What one history entry changed: the settings diff, or the sent message drawn with the message preview (the Logs page).

import type { DiscordEmbed } from '#shared/schemas/embed';
import type { HistoryEntry } from '#shared/schemas/history';
import { SettingsDiff } from './history-settings-diff';
import { MessagePreview, type PreviewButton } from './message-preview/message-preview';

/** The message a send posted, drawn with the dashboard's message preview. */
function SentMessage({ entry }: { entry: HistoryEntry }) {
  const body = (entry.body ?? {}) as {
    content?: string | null;
    message?: string;
    embed?: DiscordEmbed | null;
    roles?: { label: string; emoji?: string; style?: 1 | 2 | 3 | 4 }[];
  };
  const buttons: PreviewButton[] = (body.roles ?? []).map((role) => ({
    label: role.label,
    emoji: role.emoji || null,
    style: role.style,
  }));
  return (
    <div className="mt-3">
      <MessagePreview
        message={{
          content: body.content ?? body.message ?? null,
          embeds: body.embed ? [body.embed] : [],
          buttons,
          timestamp: new Date(entry.at),
        }}
      />
    </div>
  );
}

/** The changes of `entry`: before and after of each changed field, or the sent message. */
export function EntryDiff({ entry }: { entry: HistoryEntry }) {
  if (entry.tool === 'embed' || entry.tool === 'reaction-roles') return <SentMessage entry={entry} />;
  if (entry.tool === 'history') return null;
  return <SettingsDiff entry={entry} />;
}
