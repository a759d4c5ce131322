// Runs the verification flow for a plan: redirect to Discord after 1 s, or submit once, then close after 2 s.

import { useEffect, useState } from 'react';
import { VERIFY_CLOSE_MS, VERIFY_REDIRECT_MS } from '#shared/constants/limits';
import { publicConfig } from '#web/lib/public-config';
import { clearPendingGuild, startPendingState, storePendingGuild } from '../api/pending-guild';
import { type VerifyOutcome, verifyMemberOnce } from '../api/verify-member';
import { type VerifyPlan, verifyAuthorizeUrl } from '../logic/plan-verification';
import { verifyTexts } from '../texts';

/** What the page shows. `retry` offers Try Again; `help` is a second line under the text. */
export type VerifyView =
  | { phase: 'working'; text: string }
  | { phase: 'success'; closeRefused: boolean }
  | { phase: 'error'; text: string; help: string | null; retry: boolean };

function errorView(text: string, help: string | null = null, retry = true): VerifyView {
  return { phase: 'error', text, help, retry };
}

/** The view for the start of a plan (before any timer or reply). */
export function initialView(plan: VerifyPlan): VerifyView {
  switch (plan.step) {
    case 'redirect':
      return { phase: 'working', text: verifyTexts.redirecting };
    case 'submit':
      return { phase: 'working', text: verifyTexts.connecting };
    case 'denied':
      return errorView(verifyTexts.failed(verifyTexts.cancelled));
    case 'forged':
      return errorView(verifyTexts.failed(null), verifyTexts.startAgain);
    case 'missing':
      return errorView(verifyTexts.missingData, null, false);
  }
}

/** The view for the verification call's outcome. */
export function outcomeView(outcome: VerifyOutcome): VerifyView {
  switch (outcome.kind) {
    case 'success':
      return { phase: 'success', closeRefused: false };
    case 'failed':
      return errorView(verifyTexts.failed(outcome.detail), outcome.extra);
    case 'invalid':
      return errorView(verifyTexts.invalidResponse);
    case 'network':
      return errorView(verifyTexts.networkTitle, verifyTexts.networkHelp);
    case 'unexpected':
      return errorView(verifyTexts.unexpected(outcome.message));
  }
}

/**
 * Drives the page for `plan`: a redirect stores the guild and leaves for Discord after
 * VERIFY_REDIRECT_MS with a new random `state` (reading the config current at that moment); a submit posts once, clears the
 * stored guild on success and tries to close the window after VERIFY_CLOSE_MS.
 */
export function useVerificationFlow(plan: VerifyPlan): VerifyView {
  const [view, setView] = useState(() => initialView(plan));

  useEffect(() => {
    if (plan.step !== 'redirect') return;
    storePendingGuild(plan.guildId);
    const timer = setTimeout(() => {
      const state = startPendingState();
      const config = publicConfig();
      const url = state === null ? null : verifyAuthorizeUrl(config, window.location.origin, state);
      if (url) window.location.assign(url);
      else setView(errorView(verifyTexts.notConfigured, null, false));
    }, VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [plan]);

  useEffect(() => {
    if (plan.step !== 'submit') return;
    let active = true;
    void verifyMemberOnce({ code: plan.code, guildId: plan.guildId }).then((outcome) => {
      if (outcome.kind === 'success') clearPendingGuild();
      if (active) setView(outcomeView(outcome));
    });
    return () => {
      active = false;
    };
  }, [plan]);

  const succeeded = view.phase === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      window.close();
      if (!window.closed) setView({ phase: 'success', closeRefused: true });
    }, VERIFY_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  return view;
}
