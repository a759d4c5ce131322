// Notes under an embed's colour and images: a side colour that barely shows in the previewed theme, and a reminder that images carry no alt text.
import { contrastRatio, DISCORD_CHAT_BACKGROUND, SIDE_COLOUR_MIN_CONTRAST } from '#web/lib/color-contrast';
import { useAtomValue } from '../lib/jotai';
import { previewModesAtom } from './message-preview/preview-modes';

const ratioFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** Texts of the notes; they never block saving or sending. */
export const EMBED_NOTE_TEXTS = {
  sideColour: (theme: 'dark' | 'light', ratio: number) =>
    `This side colour barely shows against Discord's ${theme} theme (contrast ${ratioFormat.format(ratio)}:1); a ${
      theme === 'dark' ? 'lighter' : 'darker'
    } colour stands out more.`,
  imageAltText:
    'Discord shows no alt text for embed images: say what the image shows in the text too, so people using screen readers get it.',
} as const;

/** The note for `color` (`#rrggbb`) when its contrast with the previewed theme's background is under 2:1, else nothing. */
export function SideColourNote({ color }: { color: string }) {
  const { theme } = useAtomValue(previewModesAtom);
  const ratio = contrastRatio(color, DISCORD_CHAT_BACKGROUND[theme]);
  if (ratio >= SIDE_COLOUR_MIN_CONTRAST) return null;
  return <p className="counted-field__hint">{EMBED_NOTE_TEXTS.sideColour(theme, ratio)}</p>;
}

/** The alt-text reminder as a field's hint: given once the image `url` is filled in. */
export function imageAltHint(url: string): string | undefined {
  return url.trim() ? EMBED_NOTE_TEXTS.imageAltText : undefined;
}
