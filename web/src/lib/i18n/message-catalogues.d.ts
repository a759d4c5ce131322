// Types of the virtual module scripts/message-catalogues.ts serves: the loader of one `<locale>/<namespace>` catalogue.
declare module 'virtual:message-catalogues' {
  import type { Messages } from '@lingui/core';
  /**
   * The compiled messages of `namespace` in `locale` (a locale code such as `pt-BR`).
   * @throws Error when the catalogue cannot be fetched (or, outside the browser build, does not exist).
   */
  export function loadCatalogue(locale: string, namespace: string): Promise<Messages>;
}
