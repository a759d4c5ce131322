// The sticky live preview: the welcome drawn as a chat post in the chosen channel, or why there is none.

import type { Channel } from '#shared/schemas/resources';
import type { MentionResolver } from '#web/components/markdown/mention-resolver';
import { MessagePreview } from '#web/components/message-preview/message-preview';
import { PreviewStage } from '#web/components/message-preview/preview-stage';
import { Panel } from '#web/components/panel';
import { useAtomValue } from '#web/lib/jotai';
import { welcomeDraftAtom } from '../atoms/welcome-editor-atoms';
import { welcomePreviewMessage } from '../logic/welcome-preview-message';
import { WELCOME_TEXTS as T } from '../texts';

/**
 * Renders the preview of the current draft; `serverIconUrl` stands in for "server icon" images,
 * `resolver` names the channel and role mentions.
 */
export function WelcomePreview({
  channels,
  resolver,
  serverIconUrl,
}: {
  channels: readonly Channel[];
  resolver: MentionResolver;
  serverIconUrl: string | null;
}) {
  const draft = useAtomValue(welcomeDraftAtom);
  const channelName =
    channels.find((channel) => channel.id === draft.channel)?.name ?? T.previewChannelFallback;
  const message = draft.enabled ? welcomePreviewMessage(draft, { serverIconUrl, now: new Date() }) : null;
  return (
    <Panel title={T.previewHeading}>
      <p className="wc-preview__channel muted fs-85">{T.previewIn(channelName)}</p>
      <div className="inset wc-preview__chat p-3">
        <PreviewStage>
          {!draft.enabled && <p className="wc-preview__empty grid faint center">{T.previewDisabled}</p>}
          {draft.enabled && !message && (
            <p className="wc-preview__empty grid faint center">{T.previewEmpty}</p>
          )}
          {message && <MessagePreview message={message} resolver={resolver} />}
        </PreviewStage>
      </div>
    </Panel>
  );
}
