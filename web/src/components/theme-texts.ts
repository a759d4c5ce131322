// What the theme switch says: its label and one name per choice, read from the `dashboard` catalogue.
import type { ThemeChoice } from '#shared/logic/theme';
import { localized, t } from '#web/lib/i18n/i18n';

/** The switch's label and the names of the three choices. */
export const THEME_TEXTS: Readonly<Record<'label' | ThemeChoice, string>> = localized(() => ({
  label: t('dashboard.theme.label'),
  system: t('dashboard.theme.system'),
  light: t('dashboard.theme.light'),
  dark: t('dashboard.theme.dark'),
}));
