// The live preview of the reaction-role message: its text and the buttons that will be sent.
import type { ReactionRoleSend } from '#shared/schemas/reaction-roles';
import type { MentionResolver } from '#web/components/markdown/mention-resolver';
import { MessagePreview } from '#web/components/message-preview/message-preview';
import { ToolPreview } from '#web/components/message-preview/tool-preview';
import { RR_TEXTS } from '../texts';

/** Props: the message and buttons as they would be sent, and the names of mentioned channels and roles. */
export interface ReactionRolePreviewProps {
  message: string;
  buttons: ReactionRoleSend['roles'];
  resolver: MentionResolver;
}

/** Draws the post, or a placeholder while there is nothing to show. */
export function ReactionRolePreview({ message, buttons, resolver }: ReactionRolePreviewProps) {
  const empty = !message.trim() && buttons.length === 0;
  return (
    <ToolPreview heading={RR_TEXTS.previewHeading} placeholder={RR_TEXTS.previewEmpty}>
      {!empty && (
        <MessagePreview
          message={{
            content: message.trim() || null,
            buttons: buttons.map((button) => ({
              label: button.label,
              style: button.style as 1 | 2 | 3 | 4,
              emoji: button.emoji || null,
            })),
          }}
          resolver={resolver}
        />
      )}
    </ToolPreview>
  );
}
