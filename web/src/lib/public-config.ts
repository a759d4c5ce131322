// The deployment's public settings (GET /api/config), with build-time defaults until they arrive.
import { atom } from 'jotai';
import { apiRoutes } from '../../../shared/api-routes';
import { type PublicConfig, publicConfigSchema } from '../../../shared/schemas/config';
import { apiRequest } from './api-client';

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

/** Loads /api/config; resolves to the defaults when it cannot be read. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  try {
    return await apiRequest(apiRoutes.config(), { schema: publicConfigSchema, timeoutMs: 5000 });
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}
