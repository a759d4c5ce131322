// The autocomplete's visible and spoken texts, read from the `editors` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';

/** Listbox names by trigger, and the count announced while a list is open. */
export const AUTOCOMPLETE_TEXTS = localized(
  () =>
    ({
      lists: {
        '#': t('editors.autocomplete.channels'),
        '@': t('editors.autocomplete.roles'),
        ':': t('editors.autocomplete.emoji'),
      },
      count: (count: number) => t('editors.autocomplete.count', { count }),
    }) as const,
);
