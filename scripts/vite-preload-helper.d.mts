// Types of scripts/vite-preload-helper.mjs for the TypeScript code that imports it.

export declare function vitePreloadHelperSource(): string;
