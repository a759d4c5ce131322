// Tab visibility rules of the Welcome Dashboard.
import { describe, expect, it } from 'vitest';
import { welcomeConfigSchema } from '#shared/schemas/welcomer';
import { visibleWelcomeTabs } from '#web/features/welcomer/logic/welcome-tabs';

const base = welcomeConfigSchema.parse({});
const state = (enabled: boolean, embed: boolean) => ({ enabled, embed: { ...base.embed, enabled: embed } });

describe('visibleWelcomeTabs', () => {
  it('shows only General while welcome messages are off, embed or not', () => {
    expect(visibleWelcomeTabs(state(false, false))).toEqual(['general']);
    expect(visibleWelcomeTabs(state(false, true))).toEqual(['general']);
  });

  it('adds Message once enabled, and Embed and Advanced once the embed is on too', () => {
    expect(visibleWelcomeTabs(state(true, false))).toEqual(['general', 'message']);
    expect(visibleWelcomeTabs(state(true, true))).toEqual(['general', 'message', 'embed', 'advanced']);
  });
});
