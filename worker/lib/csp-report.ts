// Reads a browser's Content-Security-Policy violation report (report-uri or Reporting API form) into short, query-free log entries.
import { ApiError } from './errors';
import { readCapped } from './stream-limits';

/** Largest report body read, in bytes; browsers send well under 2 KB a violation. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Most violations logged from one report body (the Reporting API batches them). */
export const CSP_REPORT_MAX_ENTRIES = 10;
/** Longest text kept of any reported value. */
const MAX_FIELD_LENGTH = 200;
const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

/** One violation as it is logged: where, what was blocked, by which directive. */
export interface CspViolation {
  document: string;
  blocked: string;
  directive: string;
  disposition: string;
}

/**
 * A reported URL without its query or fragment (which may hold tokens or personal data), or a
 * keyword such as `inline` or `eval`; anything else is `other`.
 */
export function redactReportedUrl(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (/^[a-z-]{1,40}$/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol;
    return `${url.origin}${url.pathname}`.slice(0, MAX_FIELD_LENGTH);
  } catch {
    return 'other';
  }
}

function word(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[^\w' -]/g, '').slice(0, MAX_FIELD_LENGTH) : '';
}

function violationOf(body: Record<string, unknown>): CspViolation {
  const pick = (...names: string[]) => names.map((name) => body[name]).find((value) => value !== undefined);
  return {
    document: redactReportedUrl(pick('documentURL', 'document-uri')),
    blocked: redactReportedUrl(pick('blockedURL', 'blocked-uri')),
    directive: word(pick('effectiveDirective', 'effective-directive', 'violated-directive')),
    disposition: word(pick('disposition')),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations of a parsed report: `{ "csp-report": {...} }` or a Reporting API array of `csp-violation`s. */
export function violationsOf(report: unknown): CspViolation[] | null {
  if (isObject(report) && isObject(report['csp-report'])) return [violationOf(report['csp-report'])];
  if (!Array.isArray(report)) return null;
  const bodies = report
    .filter((entry) => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
    .map((entry) => violationOf(entry.body as Record<string, unknown>));
  return bodies.length > 0 ? bodies.slice(0, CSP_REPORT_MAX_ENTRIES) : null;
}

/**
 * The violations reported by `request`.
 * @throws ApiError 415 for another content type or a body that is not JSON, 413 past
 * CSP_REPORT_MAX_BYTES (declared or sent), 400 when the JSON is no CSP violation report.
 */
export async function readCspReport(request: Request): Promise<CspViolation[]> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!REPORT_TYPES.has(type)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'A CSP report must be application/csp-report or application/reports+json.',
    );
  }
  const tooLarge = () =>
    new ApiError(413, 'payload_too_large', `A CSP report must be at most ${CSP_REPORT_MAX_BYTES / 1024} KB.`);
  if (Number(request.headers.get('Content-Length')) > CSP_REPORT_MAX_BYTES) throw tooLarge();
  const bytes = await readCapped(request.body, CSP_REPORT_MAX_BYTES, request.signal, tooLarge);
  let report: unknown;
  try {
    report = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ApiError(415, 'unsupported_media_type', 'The CSP report is not valid JSON.');
  }
  const violations = violationsOf(report);
  if (!violations) throw new ApiError(400, 'invalid_request', 'The body is not a CSP violation report.');
  return violations;
}
