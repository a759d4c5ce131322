// How the editors draw their Discord preview (theme, width, message display), remembered in localStorage for every editor.
import * as z from '#shared/schemas/zod';
import { atomWithStorage } from '#web/lib/jotai';
import { validatedStorage } from '#web/lib/validated-storage';

/** Discord's themes the preview matches, its window widths, and its message displays. */
export const PREVIEW_THEMES = ['dark', 'light', 'onyx'] as const;
export const PREVIEW_WIDTHS = ['desktop', 'mobile'] as const;
export const PREVIEW_DENSITIES = ['cozy', 'compact'] as const;

const previewModesSchema = z.object({
  theme: z.enum(PREVIEW_THEMES),
  width: z.enum(PREVIEW_WIDTHS),
  density: z.enum(PREVIEW_DENSITIES),
});
export type PreviewModes = z.infer<typeof previewModesSchema>;

/** localStorage key of the chosen modes. */
export const PREVIEW_MODES_KEY = 'warden.preview-modes';

/**
 * The chosen modes, Discord's defaults (dark, desktop, cozy) until the user picks others; a stored
 * value of another shape is ignored.
 */
export const previewModesAtom = atomWithStorage<PreviewModes>(
  PREVIEW_MODES_KEY,
  { theme: 'dark', width: 'desktop', density: 'cozy' },
  validatedStorage(previewModesSchema),
  { getOnInit: true },
);
