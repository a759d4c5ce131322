// Joins the chunks a stream yielded into one byte array: the worker's bounded body reads and the share-link codec both need it.

/**
 * `chunks` joined in order into one array of `total` bytes (their summed length). A single chunk
 * is returned as it is, not copied; no chunks give an empty array. Never throws for a correct
 * `total`; a smaller one throws RangeError (a chunk would not fit).
 */
export function concatBytes(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
