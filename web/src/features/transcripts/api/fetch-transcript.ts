// GET /api/transcript?url=...: the worker reads the transcript file for the viewer (no third-party proxy).
import { apiRoutes } from '#shared/api-routes';
import { apiRequest } from '#web/lib/api-client';

/**
 * The transcript text at `url`, read through the worker.
 * @throws ApiRequestError: 'http' with the worker's readable message (410 for an expired Discord
 * link, 400 for a link that may not be opened, 413/415/502/504 for the host's problems), 'network'.
 */
export function fetchTranscript(url: string, signal?: AbortSignal): Promise<string> {
  return apiRequest<string>(apiRoutes.transcript(url), { responseType: 'text', signal });
}
