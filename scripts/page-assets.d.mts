// Types of scripts/page-assets.mjs for the TypeScript code that imports it.

export declare const DATA_MANIFEST: string;

/** Files under dist/client (`assets/x.css`) a pre-rendered page links besides the shell's. */
export interface PageAssets {
  css: string[];
  js: string[];
  data: string[];
}

export declare function pageAssets(
  manifest: Record<string, { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }>,
  sources: string[],
  alreadyLinked: Set<string>,
  dataFiles?: Record<string, string[]>,
): PageAssets;
export declare function linkedFiles(html: string): Promise<Set<string>>;
export declare function assetLinks(assets: { css: string[]; js: string[]; data?: string[] }): string[];
export declare function appendToHead(html: string, tags: string[]): Promise<string>;
export declare function scriptsAfterFirstPaint(html: string, loader: string): Promise<string>;
export declare function joinStylesheets(
  html: string,
  read: (file: string) => string,
): Promise<{ html: string; file?: string; css?: string }>;
