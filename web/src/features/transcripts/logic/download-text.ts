// Saves text as a file through a temporary object URL (no server round trip).

/** The spec's download name: 'transcript-{timestamp}.txt', the timestamp in epoch milliseconds. */
export function transcriptFileName(now: number = Date.now()): string {
  return `transcript-${now}.txt`;
}

/** Offers `text` (a string, or the original bytes as a Blob) as a UTF-8 .txt download named `fileName`. */
export function downloadText(fileName: string, text: string | Blob): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
