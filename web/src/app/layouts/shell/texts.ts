// Texts of the dashboard chrome: header, sidebar, 'Pro Tip' and version label, read from the `dashboard` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const SHELL_TEXTS = localized(
  () =>
    ({
      ...textsOf('dashboard.shell'),
      version: (label: string) => t('dashboard.shell.version', { label }),
    }) as const,
);

export const NAV_TEXTS = localized(() => textsOf('dashboard.nav'));
