// The app's one door to Lingui: the active locale, loading its catalogues, and typed message lookup.

import { loadCatalogue } from 'virtual:message-catalogues';
import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '#shared/constants/locales';
import type autorespondersMessages from '#web/locales/en/autoresponders.json';
import type commandsMessages from '#web/locales/en/commands.json';
import type dashboardMessages from '#web/locales/en/dashboard.json';
import type editorsMessages from '#web/locales/en/editors.json';
import type embedSenderMessages from '#web/locales/en/embed-sender.json';
import type featuresMessages from '#web/locales/en/features.json';
import type historyMessages from '#web/locales/en/history.json';
import type reactionRolesMessages from '#web/locales/en/reaction-roles.json';
import type roleConfigMessages from '#web/locales/en/role-config.json';
import type siteMessages from '#web/locales/en/site.json';
import type transcriptsMessages from '#web/locales/en/transcripts.json';
import type verificationMessages from '#web/locales/en/verification.json';
import type welcomerMessages from '#web/locales/en/welcomer.json';

/**
 * The catalogues, one JSON file per locale each: the public site's frame and pages, the Command
 * Center, the features page, the dashboard's frame (with sign-in and its shared components), then
 * one per dashboard tool (the editors share `editors`).
 */
export const NAMESPACES = [
  // one a line: each feature adds its own below (docs/i18n.md)
  'site',
  'commands',
  'features',
  'dashboard',
  'verification',
  'autoresponders',
  'role-config',
  'history',
  'transcripts',
  'editors',
  'embed-sender',
  'welcomer',
  'reaction-roles',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Every message key, checked against the English catalogues (the source of truth). */
export type MessageKey =
  | keyof typeof siteMessages
  | keyof typeof commandsMessages
  | keyof typeof featuresMessages
  | keyof typeof dashboardMessages
  | keyof typeof verificationMessages
  | keyof typeof autorespondersMessages
  | keyof typeof roleConfigMessages
  | keyof typeof historyMessages
  | keyof typeof transcriptsMessages
  | keyof typeof editorsMessages
  | keyof typeof embedSenderMessages
  | keyof typeof welcomerMessages
  | keyof typeof reactionRolesMessages;

/** Values a message interpolates: `{name}` placeholders, plural counts and numbers. */
export type MessageValues = Readonly<Record<string, string | number>>;

const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
const loads = new Map<string, Promise<void>>();

/**
 * Loads the `namespaces` of `locale` (each at most once) and makes `locale` the active one.
 * @throws Error when a catalogue cannot be fetched (the page then shows its error region).
 */
export async function activateLocale(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  await Promise.all(
    namespaces.map((namespace) => {
      const name = `${locale}/${namespace}`;
      const loaded = loads.get(name);
      if (loaded) return loaded;
      const load = loadCatalogue(locale, namespace).then((messages: Messages) => i18n.load(locale, messages));
      load.catch(() => loads.delete(name));
      loads.set(name, load);
      return load;
    }),
  );
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The locale texts are shown in now. */
export function activeLocale(): Locale {
  return i18n.locale as Locale;
}

/** The messages loaded for the active locale, compiled: key → its text, or its parts when it takes values. */
export function loadedMessages(): Messages {
  return i18n.messages;
}

/**
 * The text of `key` in the active locale with `values` filled in. A key whose catalogue is not
 * loaded yet answers the key itself (a test over the catalogues makes sure none is missing).
 */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/**
 * Number formats by locale and options: building an Intl.NumberFormat costs far more than using it,
 * and a page such as the transcript viewer formats a dozen counts on every render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `value` as a number in the active locale (1,234 in English, 1.234 in German, ١٬٢٣٤ in Arabic).
 * @throws RangeError for options Intl.NumberFormat rejects (an unknown unit, say).
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const key = options ? `${i18n.locale}|${JSON.stringify(options)}` : i18n.locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(i18n.locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A day written out: 1 November 2026, 1 de noviembre de 2026. */
export const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * `value` as a date and/or time in the active locale. English is formatted as British English
 * (1 November 2026), the variety the English texts are written in.
 */
export function formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(i18n.locale === DEFAULT_LOCALE ? 'en-GB' : i18n.locale, options).format(
    value,
  );
}

/**
 * A feature's texts object whose every property is read in the active locale: `build` runs again
 * (once) after the locale changes, so `HOME_TEXTS.tagline` stays the one place a feature's text
 * lives and reads the right catalogue wherever it is used. Reading a text before its catalogue
 * is loaded gives its key (see t).
 */
export function localized<T extends object>(build: () => T): T {
  let cache: { locale: string; value: T } | null = null;
  const current = (): T => {
    if (cache?.locale !== i18n.locale) cache = { locale: i18n.locale, value: build() };
    return cache.value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
  });
}

/**
 * The text of a key built from catalogue data (a command's name, a feature's name), which the
 * typechecker cannot see: tests/web/i18n/catalogues.test.ts checks every such key exists in every
 * locale. Use t for every other text.
 */
export function catalogueText(key: string): string {
  return i18n._(key);
}
