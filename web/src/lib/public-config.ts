// The deployment's public settings (GET /api/config), with build-time defaults until they arrive.

import { apiRoutes } from '#shared/api-routes';
import { type PublicConfig, publicConfigSchema } from '#shared/schemas/config';
import { apiRequest } from './api-client';
import { atom } from './jotai';

/** Production defaults, used for pre-rendered HTML and while /api/config loads or when it fails. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  discordClientId: '1227245402213699695',
  supportInviteUrl: 'https://discord.gg/warden',
  supportEmail: 'support@warden.bot',
  siteUrl: 'https://warden.bot',
  demoMode: false,
  analyticsEnabled: false,
};

/** The current public config; starts at the defaults and is replaced once loaded. */
export const publicConfigAtom = atom<PublicConfig>(DEFAULT_PUBLIC_CONFIG);

/** True once /api/config has answered (or failed and the defaults were kept). */
export const publicConfigLoadedAtom = atom(false);

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

/** Loads /api/config, sanitised; resolves to the defaults when it cannot be read. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  try {
    const config = await apiRequest(apiRoutes.config(), { schema: publicConfigSchema, timeoutMs: 5000 });
    return sanitizePublicConfig(config);
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}
