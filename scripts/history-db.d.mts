// Types of scripts/history-db.mjs for the TypeScript code that imports it.
export declare function migrateLocalHistory(
  envArgs: string[],
  env: Record<string, string | undefined>,
  persistTo?: string,
): void;
