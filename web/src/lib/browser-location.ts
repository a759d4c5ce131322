// Leaving the single-page app: full-page navigation to mail clients and external sites, in one place.

/**
 * Sends the browser to `url` (an already validated `mailto:` or http(s) address). With `replace`,
 * the current page is dropped from history, as a redirect page should be.
 */
export function leaveTo(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}
