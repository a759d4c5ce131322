// What the theme switch says: its label and one name per choice.
import type { ThemeChoice } from '#shared/logic/theme';

/** The switch's label and the names of the three choices. */
export const THEME_TEXTS: Readonly<Record<'label' | ThemeChoice, string>> = {
  label: 'Theme',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};
