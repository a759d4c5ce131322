// Reading a failed reply's text, shared by the API client and code that calls fetch itself (the transcript Web Worker).

/** What a failed call says when no answer came at all. */
export const NETWORK_ERROR_TEXT = 'Network error - please check your internet connection';

/** The `error` or `message` text of an error reply: a string, or our envelope's `{ error: { message } }`. */
export function readServerMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { error, message } = data as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return typeof message === 'string' && message ? message : undefined;
}

/** The `code` of our error envelope `{ error: { code, message } }`, or undefined for any other reply. */
export function readServerCode(data: unknown): string | undefined {
  const error = (data as { error?: unknown } | null)?.error;
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : undefined;
}
