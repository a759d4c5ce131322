// Which tabs of the Welcome Dashboard show (spec section 2).
import type { WelcomeConfig } from '#shared/schemas/welcomer';

/** The four tabs, in order. */
export const WELCOME_TABS = ['general', 'message', 'embed', 'advanced'] as const;
export type WelcomeTab = (typeof WELCOME_TABS)[number];

/** General always; Message only when enabled; Embed and Advanced only when enabled with the embed on. */
export function visibleWelcomeTabs(config: Pick<WelcomeConfig, 'enabled' | 'embed'>): WelcomeTab[] {
  if (!config.enabled) return ['general'];
  return config.embed.enabled ? [...WELCOME_TABS] : ['general', 'message'];
}
