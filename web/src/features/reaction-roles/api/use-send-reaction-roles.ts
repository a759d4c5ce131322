// The reaction-role send action: the spec's checks in order, then the post through the shared send cycle.
import { useCallback } from 'react';
import {
  buildReactionRolePayload,
  type ReactionRoleDraft,
  type ReactionRoleError,
  reactionRoleDraftProblems,
} from '#shared/logic/reaction-role-payload';
import type { CustomEmoji } from '#shared/schemas/resources';
import { useSendFlow } from '../../../lib/use-send-flow';
import { RR_TEXTS } from '../texts';
import { sendReactionRoles } from './send-reaction-roles';

const RULE_TEXTS: Record<ReactionRoleError, string> = {
  'no-channel': RR_TEXTS.selectChannel,
  'no-roles': RR_TEXTS.noRoles,
  'too-many-roles': RR_TEXTS.tooManyRoles,
};

/**
 * Sends the draft: 'Please select a channel', 'Please add at least one role with a label' or
 * 'Maximum 5 roles per message' (5 s) when a rule fails; nothing while limit problems remain.
 * A failed post shows 'Failed to send reaction roles: {message}' ('HTTP {status}' without one).
 */
export function useSendReactionRoles(
  serverId: string,
  draft: ReactionRoleDraft,
  emojis: readonly CustomEmoji[],
  reset: () => void,
) {
  const { status, error, showError, clearError, run } = useSendFlow<string>(reset);
  const submit = useCallback(async () => {
    if (status !== 'idle') return;
    const built = buildReactionRolePayload(draft, emojis);
    if (!built.ok) {
      clearError();
      showError(RULE_TEXTS[built.error]);
      return;
    }
    if (reactionRoleDraftProblems(draft).length > 0) return;
    await run(
      () => sendReactionRoles(serverId, built.payload),
      (failure) => RR_TEXTS.sendFailed(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [status, draft, emojis, serverId, run, showError, clearError]);
  return { status, error, submit };
}
