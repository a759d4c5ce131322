// The deployment's public settings (GET /api/config), with build-time defaults until they arrive.

import { useSyncExternalStore } from 'react';
import { apiUrl, CONFIG_PATH } from '#shared/api-url';
import type { PublicConfig } from '#shared/schemas/config';

/** Production defaults, used for pre-rendered HTML and while /api/config loads or when it fails. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  discordClientId: '1227245402213699695',
  supportInviteUrl: 'https://discord.gg/warden',
  supportEmail: 'support@warden.bot',
  siteUrl: 'https://warden.bot',
  demoMode: false,
  analyticsEnabled: false,
};

/**
 * The current public config (the defaults until /api/config answers) and whether it has answered.
 * A plain store rather than atoms: every public page reads it, and public pages carry no state
 * library (their JS budget, tests/size-budgets.ts).
 */
let current: { config: PublicConfig; loaded: boolean } = { config: DEFAULT_PUBLIC_CONFIG, loaded: false };
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Replaces the public config and marks it loaded (or not, to start again); every reader re-renders. */
export function setPublicConfig(config: PublicConfig, loaded = true): void {
  current = { config, loaded };
  for (const listener of listeners) listener();
}

/** The public config right now, outside React. */
export function publicConfig(): PublicConfig {
  return current.config;
}

/** The public config; the defaults while it loads and in pre-rendered HTML (so hydration matches). */
export function usePublicConfig(): PublicConfig {
  return useSyncExternalStore(subscribe, publicConfig, () => DEFAULT_PUBLIC_CONFIG);
}

/** True once /api/config has answered (or failed and the defaults were kept). */
export function usePublicConfigLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current.loaded,
    () => false,
  );
}

const isHttpUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);
const isEmail = (value: string) => /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/.test(value);

/**
 * The config with every unusable value replaced by its default: links must be http(s) URLs,
 * the e-mail an address, the client id a Discord snowflake. Used before any value becomes an href.
 */
export function sanitizePublicConfig(config: PublicConfig): PublicConfig {
  return {
    ...config,
    discordClientId: /^\d{15,22}$/.test(config.discordClientId)
      ? config.discordClientId
      : DEFAULT_PUBLIC_CONFIG.discordClientId,
    supportInviteUrl: isHttpUrl(config.supportInviteUrl)
      ? config.supportInviteUrl
      : DEFAULT_PUBLIC_CONFIG.supportInviteUrl,
    supportEmail: isEmail(config.supportEmail) ? config.supportEmail : DEFAULT_PUBLIC_CONFIG.supportEmail,
    siteUrl: isHttpUrl(config.siteUrl) ? config.siteUrl : DEFAULT_PUBLIC_CONFIG.siteUrl,
  };
}

const TEXT_KEYS = ['discordClientId', 'supportInviteUrl', 'supportEmail', 'siteUrl'] as const;
const FLAG_KEYS = ['demoMode', 'analyticsEnabled'] as const;

/**
 * `data` as a public config when it has every field with the right type (extra fields are
 * dropped), else undefined. A hand-written reader of `publicConfigSchema`'s shape, so public
 * pages never load the schema library for this one small reply.
 */
export function readPublicConfig(data: unknown): PublicConfig | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (!TEXT_KEYS.every((key) => typeof record[key] === 'string')) return undefined;
  if (!FLAG_KEYS.every((key) => typeof record[key] === 'boolean')) return undefined;
  const config = Object.fromEntries([...TEXT_KEYS, ...FLAG_KEYS].map((key) => [key, record[key]]));
  return config as PublicConfig;
}

/** How long the config may take before the defaults are kept. */
const CONFIG_TIMEOUT_MS = 5000;

/**
 * Loads /api/config, sanitised; resolves to the defaults when it cannot be read or is malformed.
 * A plain `fetch` rather than the API client: this public, token-less read runs on every page, and
 * the client (with its HTTP library) is only needed once signed in.
 */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  try {
    const reply = await fetch(apiUrl(CONFIG_PATH), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!reply.ok) return DEFAULT_PUBLIC_CONFIG;
    const config = readPublicConfig(await reply.json());
    return config ? sanitizePublicConfig(config) : DEFAULT_PUBLIC_CONFIG;
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}
