// Constants Vite replaces at build time (`define` in vite.config.ts, from shared/catalog/build-constants.ts).

/** How many commands the catalogue lists, computed from its categories when the bundle is built. */
declare const __COMMAND_COUNT__: number;
