// The pre-rendered transcript viewer (issue 20): one HTML file per locale and first state, served by the Worker for /transcribe/.

import { DEFAULT_LOCALE, LOCALE_PREFIXES, type Locale } from '../constants/locales';
import { TRANSCRIPT_CONTENT_PARAM } from '../constants/transcripts';
import { paths } from '../site-routes';

/**
 * Folder of the viewer's pre-rendered pages inside the static assets (`/transcribe-shell/<state>`
 * serves `<state>.html`), the English ones at its top, each other locale's in its URL prefix's
 * folder (`/transcribe-shell/es/<state>`).
 */
export const TRANSCRIBE_SHELL_DIR = '/transcribe-shell';

/**
 * The viewer's first states the build renders, each with the address it renders: the empty
 * paste/upload state, and the loading state of a `?content=` link (which link does not show).
 */
export const TRANSCRIBE_SHELL_STATES = {
  empty: paths.transcribe,
  loading: `${paths.transcribe}?${TRANSCRIPT_CONTENT_PARAM}=https%3A%2F%2Fexample.com%2Ftranscript.txt`,
} as const;

export type TranscribeShellState = keyof typeof TRANSCRIBE_SHELL_STATES;

/** The asset path of the viewer's page in `state` and `locale` (e.g. `/transcribe-shell/ar/loading`). */
export function transcribeShellFile(state: TranscribeShellState, locale: Locale = DEFAULT_LOCALE): string {
  return `${TRANSCRIBE_SHELL_DIR}${LOCALE_PREFIXES[locale]}/${state}`;
}

/** Whether `pathname` is the viewer's (`/transcribe/`, with or without its slash). */
export function isTranscribePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === paths.transcribe.replace(/\/+$/, '');
}

/**
 * The transcript link the viewer's address holds in `?content=` (`search` as in a URL, `?` or not),
 * trimmed as the page reads it; null when it is absent or blank.
 */
export function addressContentLink(search: string): string | null {
  return new URLSearchParams(search).get(TRANSCRIPT_CONTENT_PARAM)?.trim() || null;
}

/**
 * The asset path of the pre-rendered viewer for the request `url` in `locale`: its loading state
 * when `?content=` holds a link (blank counts as none, as the page reads it), else its empty
 * state; null when `url` is not the viewer's (`/transcribe/`, with or without its slash).
 */
export function transcribeShellPath(url: URL, locale: Locale = DEFAULT_LOCALE): string | null {
  if (!isTranscribePath(url.pathname)) return null;
  return transcribeShellFile(addressContentLink(url.search) ? 'loading' : 'empty', locale);
}
