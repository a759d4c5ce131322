// How Discord labels a message's time: "Today at 14:05", "Yesterday at 09:30" or a date, in the active locale.
import { DEFAULT_LOCALE } from '#shared/constants/locales';
import { activeLocale, t } from '#web/lib/i18n/i18n';

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The label for `date` as seen at `now`, in 24-hour local time. Invalid dates give ''. As Discord's
 * client does, English formats with the browser's own conventions and other locales with theirs.
 */
export function messageTimeLabel(date: Date, now: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) return '';
  const locale = activeLocale() === DEFAULT_LOCALE ? undefined : activeLocale();
  const time = date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, now)) return t('editors.preview.today', { time });
  if (sameDay(date, yesterday)) return t('editors.preview.yesterday', { time });
  return `${date.toLocaleDateString(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })} ${time}`;
}
