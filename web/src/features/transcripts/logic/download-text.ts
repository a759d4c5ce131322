// Saves text as a file through a temporary object URL (no server round trip).

/** The spec's download name: 'transcript-{timestamp}.txt', the timestamp in epoch milliseconds. */
export function transcriptFileName(now: number = Date.now()): string {
  return `transcript-${now}.txt`;
}

/** The export's download name: 'transcript-{timestamp}.html' or '.json', like the spec's .txt name. */
export function exportFileName(extension: 'html' | 'json', now: number = Date.now()): string {
  return `transcript-${now}.${extension}`;
}

/**
 * Offers `text` (a string, or the original bytes as a Blob) as a UTF-8 download named `fileName`,
 * of media type `type` (plain text unless told).
 */
export function downloadText(fileName: string, text: string | Blob, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
