// Types of the virtual module scripts/message-catalogues.ts serves: a loader per `<locale>/<namespace>` catalogue.
declare module 'virtual:message-catalogues' {
  import type { Messages } from '@lingui/core';
  /** `<locale>/<namespace>` → loads that catalogue's compiled messages. */
  export const catalogueLoaders: Readonly<Record<string, () => Promise<Messages>>>;
}
