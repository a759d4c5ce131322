// Types of the virtual module scripts/catalog-data.ts gives the component tests.

declare module 'virtual:catalog-files' {
  /** Each catalogue data file's URL (`/assets/<name>-<hash>.json`) → its JSON text. */
  const files: Readonly<Record<string, string>>;
  export default files;
}
