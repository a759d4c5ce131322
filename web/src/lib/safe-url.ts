// Guards every user- or upstream-provided URL before it becomes an href or an image src.
import { isHttpUrl } from '#shared/logic/ids';

/** The URL when it is an absolute http(s) URL, otherwise null (javascript:, data:, relative, junk). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed && isHttpUrl(trimmed) ? trimmed : null;
}
