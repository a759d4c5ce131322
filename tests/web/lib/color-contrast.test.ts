// WCAG contrast of the embed side colour against Discord's chat background.
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DISCORD_CHAT_BACKGROUND,
  relativeLuminance,
  SIDE_COLOUR_MIN_CONTRAST,
} from '#web/lib/color-contrast';

describe('colour contrast', () => {
  it('matches WCAG 2 at the ends and in either order', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#5865f2', '#5865f2')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it("lets Discord's default blurple show in both themes, but not a near-black bar on dark or a pale one on light", () => {
    const { dark, light } = DISCORD_CHAT_BACKGROUND;
    expect(contrastRatio('#5865f2', dark)).toBeGreaterThanOrEqual(SIDE_COLOUR_MIN_CONTRAST);
    expect(contrastRatio('#5865f2', light)).toBeGreaterThanOrEqual(SIDE_COLOUR_MIN_CONTRAST);
    expect(contrastRatio('#1e1f22', dark)).toBeLessThan(SIDE_COLOUR_MIN_CONTRAST);
    expect(contrastRatio('#fee75c', light)).toBeLessThan(SIDE_COLOUR_MIN_CONTRAST);
  });

  it("checks onyx against its own near-black background: blurple shows, a grey that fades on dark shows, Discord's darkest grey does not", () => {
    const { dark, onyx } = DISCORD_CHAT_BACKGROUND;
    expect(onyx).toBe('#070709');
    expect(contrastRatio('#5865f2', onyx)).toBeCloseTo(4.37, 2);
    expect(contrastRatio('#4e5058', dark)).toBeLessThan(SIDE_COLOUR_MIN_CONTRAST);
    expect(contrastRatio('#4e5058', onyx)).toBeGreaterThanOrEqual(SIDE_COLOUR_MIN_CONTRAST);
    expect(contrastRatio('#1e1f22', onyx)).toBeCloseTo(1.22, 2);
  });
});
