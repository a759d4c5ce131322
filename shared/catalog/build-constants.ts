// Catalogue facts Vite writes into the bundle as constants (`define`), so a page showing only a count loads no catalogue.

import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';

/**
 * Vite `define` entries (identifier → JSON text), used by vite.config.ts and the unit tests'
 * config; the identifiers are declared in web/src/build-constants.d.ts. `__COMMAND_COUNT__` is the
 * catalogue's command count, computed from the categories at build time (spec: the total shown is
 * computed from the categories).
 */
export const CATALOG_CONSTANTS: Readonly<Record<string, string>> = {
  __COMMAND_COUNT__: JSON.stringify(countCommands(COMMAND_CATEGORIES)),
};
