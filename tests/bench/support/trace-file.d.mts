// Types of trace-file.mjs for the TypeScript test that drives it.
export function keepTrace(name: string, trace: unknown): string;
