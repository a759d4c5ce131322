// Contrast between two colours as WCAG 2 computes it, for the embed side colour against Discord's background.

/** Discord's chat background in each theme the preview offers (onyx: `--background-base-lower` of `.theme-midnight`). */
export const DISCORD_CHAT_BACKGROUND = { dark: '#313338', light: '#ffffff', onyx: '#070709' } as const;

/** Below this contrast with the chat background an embed's side colour barely shows. */
export const SIDE_COLOUR_MIN_CONTRAST = 2;

/** WCAG 2 relative luminance of a `#rrggbb` colour (0 black to 1 white); an unreadable code counts as black. */
export function relativeLuminance(hex: string): number {
  const digits = /^#?([0-9a-fA-F]{6})$/.exec(hex)?.[1] ?? '000000';
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours: 1 (the same) to 21 (black on white), in either order. */
export function contrastRatio(a: string, b: string): number {
  const [dark, light] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => x - y);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
