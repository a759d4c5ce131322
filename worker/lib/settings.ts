// Reads the worker's run-time settings (wrangler vars) into typed values.
import { FETCH_TIMEOUT_MS } from '#shared/constants/limits';
import type { PublicConfig } from '#shared/schemas/config';

/** The settings the worker acts on; shared by the requests of an environment, so read-only. */
export interface Settings {
  readonly botApiBase: string | null;
  readonly verifyApiBase: string | null;
  readonly upstreamTimeoutMs: number;
  readonly transcriptOrigins: readonly string[];
  readonly publicConfig: Readonly<PublicConfig>;
}

/**
 * Parses the environment. Empty strings count as unset; a bad timeout falls back to 10 s.
 * `demoMode` is the entry's, never a setting: only the demo entry reports it on.
 */
export function readSettings(env: Env, demoMode: boolean): Settings {
  const timeout = Number(env.UPSTREAM_TIMEOUT_MS);
  return {
    botApiBase: trimBase(env.BOT_API_BASE),
    verifyApiBase: trimBase(env.VERIFY_API_BASE),
    upstreamTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : FETCH_TIMEOUT_MS,
    transcriptOrigins: (env.TRANSCRIPT_ORIGINS ?? '')
      .split(/[\s,]+/)
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicConfig: {
      discordClientId: env.DISCORD_CLIENT_ID ?? '',
      supportInviteUrl: env.SUPPORT_INVITE_URL ?? '',
      supportEmail: env.SUPPORT_EMAIL ?? '',
      siteUrl: env.SITE_URL ?? '',
      demoMode,
      analyticsEnabled: env.ANALYTICS_ENABLED === 'true',
    },
  };
}

function trimBase(value: string | undefined): string | null {
  const trimmed = value?.trim().replace(/\/+$/, '');
  return trimmed ? trimmed : null;
}
