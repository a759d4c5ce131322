// Starting a code load ahead of its use (pointer or focus on its control) without an unhandled rejection when it fails.

/**
 * An event handler that starts `load` (typically a dynamic `import()`) and drops its failure: when
 * offline, or after a deploy replaced the chunk, only the head start is lost. The use itself (the
 * press) must call `load` again and report its own failure. Never throws; the event is ignored.
 */
export function preloadOf(load: () => Promise<unknown>): () => void {
  return () => {
    load().catch(() => undefined);
  };
}
