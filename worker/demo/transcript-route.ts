// GET /api/transcript in the demo entry: the two demo links answer in-process; any other link goes on to the real route.
import type { MiddlewareHandler } from 'hono';
import { checkTranscriptUrl } from '#shared/logic/transcript/transcript-url-policy';
import type { AppEnv } from '../app-env';
import { transcriptReply } from '../routes/transcript';
import { demoTranscript } from './transcripts';

/** Answers a single `url` that is one of DEMO_TRANSCRIPT_URLS (X-Transcript-Cache: DEMO); else calls `next`. */
export const demoTranscripts: MiddlewareHandler<AppEnv> = async (c, next) => {
  const links = c.req.queries('url') ?? [];
  const verdict = links.length === 1 && links[0] ? checkTranscriptUrl(links[0], []) : null;
  const text = verdict?.ok ? demoTranscript(verdict.url) : null;
  if (text === null) return next();
  return transcriptReply(text, 'DEMO');
};
