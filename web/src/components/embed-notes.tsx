// Notes under an embed's colour and images: a side colour that barely shows in the previewed theme, and a reminder that images carry no alt text.

import { contrastRatio, DISCORD_CHAT_BACKGROUND, SIDE_COLOUR_MIN_CONTRAST } from '#web/lib/color-contrast';
import { formatNumber, localized, t } from '#web/lib/i18n/i18n';
import { useAtomValue } from '../lib/jotai';
import { type PreviewModes, previewModesAtom } from './message-preview/preview-modes';

/** Texts of the notes; they never block saving or sending. The ratio is shown with one decimal at most. */
export const EMBED_NOTE_TEXTS = localized(
  () =>
    ({
      sideColour: (theme: PreviewModes['theme'], value: number) => {
        const ratio = formatNumber(value, { maximumFractionDigits: 1 });
        if (theme === 'light') return t('editors.notes.sideColourLight', { ratio });
        return theme === 'onyx'
          ? t('editors.notes.sideColourOnyx', { ratio })
          : t('editors.notes.sideColourDark', { ratio });
      },
      imageAltText: t('editors.notes.imageAltText'),
    }) as const,
);

/** The note for `color` (`#rrggbb`) when its contrast with the previewed theme's background is under 2:1, else nothing. */
export function SideColourNote({ color }: { color: string }) {
  const { theme } = useAtomValue(previewModesAtom);
  const ratio = contrastRatio(color, DISCORD_CHAT_BACKGROUND[theme]);
  if (ratio >= SIDE_COLOUR_MIN_CONTRAST) return null;
  return <p className="faint fs-80">{EMBED_NOTE_TEXTS.sideColour(theme, ratio)}</p>;
}

/** The alt-text reminder as a field's hint: given once the image `url` is filled in. */
export function imageAltHint(url: string): string | undefined {
  return url.trim() ? EMBED_NOTE_TEXTS.imageAltText : undefined;
}
