// POST /api/verify, sent at most once per OAuth code, and its reply read into one outcome for the page.
import { apiRoutes } from '#shared/api-routes';
import { type VerifyRequest, verifyResponseSchema } from '#shared/schemas/verify';
import { ApiRequestError, apiRequest } from '#web/lib/api-client';

/** What the verification call came to. */
export type VerifyOutcome =
  | { kind: 'success' }
  | { kind: 'failed'; detail: string | null; extra: string | null }
  | { kind: 'invalid' }
  | { kind: 'network' }
  | { kind: 'unexpected'; message: string };

/** Worker error codes meaning the verification service could not be reached or read. */
const UNREACHABLE_CODES = new Set(['upstream_unreachable', 'upstream_timeout']);
const INVALID_REPLY_CODE = 'upstream_invalid_reply';

const sent = new Map<string, Promise<VerifyOutcome>>();

/**
 * Verifies the member. An OAuth code is single-use, so the request is sent once per code for the
 * life of the page: later calls (React strict mode, re-renders, remounts) share the first result.
 * Never rejects.
 */
export function verifyMemberOnce(request: VerifyRequest): Promise<VerifyOutcome> {
  const key = `${request.guildId}:${request.code}`;
  let outcome = sent.get(key);
  if (!outcome) {
    outcome = submit(request);
    sent.set(key, outcome);
  }
  return outcome;
}

async function submit(request: VerifyRequest): Promise<VerifyOutcome> {
  try {
    const reply = await apiRequest(apiRoutes.verify(), {
      method: 'POST',
      body: request,
      schema: verifyResponseSchema,
    });
    return reply.success === true ? { kind: 'success' } : failed(reply);
  } catch (error) {
    return outcomeOfError(error);
  }
}

function outcomeOfError(error: unknown): VerifyOutcome {
  if (!(error instanceof ApiRequestError)) {
    return { kind: 'unexpected', message: error instanceof Error ? error.message : String(error) };
  }
  if (error.kind === 'invalid') return { kind: 'invalid' };
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'network' };
  const code = envelopeCode(error.data);
  if (code && UNREACHABLE_CODES.has(code)) return { kind: 'network' };
  if (code === INVALID_REPLY_CODE) return { kind: 'invalid' };
  return failed(error.data, error.serverMessage);
}

function envelopeCode(data: unknown): string | undefined {
  const error = (data as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string' ? error.code : undefined;
}

/** 'failed' with the reply's error (a string, or our envelope's message), else details, else message. */
function failed(data: unknown, fallback?: string): VerifyOutcome {
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const error =
    typeof body.error === 'object' ? (body.error as { message?: unknown } | null)?.message : body.error;
  const texts = [error, body.details, body.message].map((text) =>
    typeof text === 'string' && text.trim() ? text.trim() : null,
  );
  const detail = texts.find(Boolean) ?? fallback ?? null;
  const extra = texts[0] && texts[1] && texts[1] !== texts[0] ? texts[1] : null;
  return { kind: 'failed', detail, extra };
}
