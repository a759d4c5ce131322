// Types of tests/e2e/support/chromium.mjs for the TypeScript test code that imports it.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
