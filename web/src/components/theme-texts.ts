// What the theme switch says: its label and one name per choice, read from the `dashboard` catalogue.
import type { ThemeChoice } from '#shared/logic/theme';
import { localized } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

/** The switch's label and the names of the three choices. */
export const THEME_TEXTS: Readonly<Record<'label' | ThemeChoice, string>> = localized(() =>
  textsOf('dashboard.theme'),
);
