// The embed sender's action bar: status messages, Undo and Redo, 'Clear draft' and the 'Send Embed' button.
import { useState } from 'react';
import { ActionRow } from '#web/components/action-row';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { StatusMessage } from '#web/components/status-message';
import { type UndoButtonsProps, UndoRedoButtons } from '#web/components/undo-redo-buttons';
import type { SendStatus } from '#web/lib/use-send-status';
import type { SendError } from '../api/use-send-embed';
import { EMBED_TEXTS } from '../texts';

interface EmbedSendBarProps {
  status: SendStatus;
  error: SendError | null;
  /** The draft has limit problems (listed in #embed-problems), so it cannot be sent. */
  blocked: boolean;
  dirty: boolean;
  onClear: () => void;
  history: UndoButtonsProps;
}

/**
 * Renders the bar; the send button submits the surrounding form. 'Sending...', the success and the
 * error are announced. 'Clear draft' and the send button are locked, not disabled, while a send runs
 * or its success shows, and 'Clear draft' while the draft is blank (as after it cleared it), so
 * neither drops the keyboard focus.
 */
export function EmbedSendBar({ status, error, blocked, dirty, onClear, history }: EmbedSendBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="cluster tool-send-bar between">
      <div className="tool-send-bar__messages">
        {status === 'sent' && <StatusMessage tone="success">{EMBED_TEXTS.sent}</StatusMessage>}
        {error && (
          <StatusMessage tone="error" detail={error.detail}>
            {error.text}
          </StatusMessage>
        )}
      </div>
      <ActionRow
        className="tool-send-bar__buttons flex wrap gap-2 ms-auto"
        busy={status === 'sending'}
        locked={status === 'sent'}
        before={<UndoRedoButtons {...history} />}
        secondary={{ label: EMBED_TEXTS.clearDraft, onPress: () => setConfirming(true), locked: !dirty }}
        primary={{
          label: EMBED_TEXTS.sendButton,
          busyText: EMBED_TEXTS.sending,
          type: 'submit',
          disabled: blocked,
          describedBy: blocked ? 'embed-problems' : undefined,
        }}
      />
      {confirming && (
        <ConfirmDialog
          title={EMBED_TEXTS.clearDraftTitle}
          message={EMBED_TEXTS.clearDraftConfirm}
          confirmLabel={EMBED_TEXTS.clearDraft}
          danger
          onConfirm={() => {
            setConfirming(false);
            onClear();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
