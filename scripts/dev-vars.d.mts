// Types of scripts/dev-vars.mjs for the TypeScript test code that imports it.
export declare const SETTING_NAMES: readonly string[];
export declare function devVarArgs(env: Record<string, string | undefined>): string[];
