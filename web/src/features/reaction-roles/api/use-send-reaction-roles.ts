// The reaction-role send action: the spec's checks in order, then the send mutation.
import { useCallback } from 'react';
import { ERROR_MESSAGE_MS } from '#shared/constants/limits';
import type { CustomEmoji } from '#shared/schemas/resources';
import { failureReason } from '#web/lib/api-errors';
import {
  buildReactionRolePayload,
  type ReactionRoleDraft,
  type ReactionRoleError,
  reactionRoleDraftProblems,
} from '#web/lib/embed/reaction-role-payload';
import { useSendStatus } from '#web/lib/use-send-status';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { RR_TEXTS } from '../texts';
import { useSendReactionRolesMutation } from './send-reaction-roles';

/** The text of each send rule, in the active locale. */
function ruleText(error: ReactionRoleError): string {
  const texts: Record<ReactionRoleError, string> = {
    'no-channel': RR_TEXTS.selectChannel,
    'no-roles': RR_TEXTS.noRoles,
    'too-many-roles': RR_TEXTS.tooManyRoles,
  };
  return texts[error];
}

/**
 * Sends the draft: 'Please select a channel', 'Please add at least one role with a label' or
 * 'Maximum 5 roles per message' (5 s) when a rule fails; nothing while limit problems remain.
 * A failed post shows 'Failed to send reaction roles: {message}' ('HTTP {status}' without one) for 5 s;
 * a success shows for 3 s, then `reset` clears the form. `submit` returns true when it started a send.
 */
export function useSendReactionRoles(
  serverId: string,
  draft: ReactionRoleDraft,
  emojis: readonly CustomEmoji[],
  reset: () => void,
) {
  const mutation = useSendReactionRolesMutation(serverId);
  const status = useSendStatus(mutation, reset);
  const [error, showError, clearError] = useTimedMessage(ERROR_MESSAGE_MS);
  const { mutate } = mutation;
  const submit = useCallback((): boolean => {
    if (status !== 'idle') return false;
    clearError();
    const built = buildReactionRolePayload(draft, emojis);
    if (!built.ok) {
      showError(ruleText(built.error));
      return false;
    }
    if (reactionRoleDraftProblems(draft).length > 0) return false;
    mutate(built.payload, {
      onError: (failure) => showError(RR_TEXTS.sendFailed(failureReason(failure))),
    });
    return true;
  }, [status, draft, emojis, mutate, showError, clearError]);
  return { status, error, submit };
}
