// The errors of the transcript fetch, in the worker's envelope; the texts come from shared/ so the viewer can word them per locale.
import {
  TRANSCRIPT_ERROR_CODES,
  TRANSCRIPT_FIXED_ERRORS,
  type TranscriptFixedError,
  transcriptErrorMessages,
} from '#shared/logic/transcript/transcript-error-messages';
import { ApiError } from './errors';

/** The ApiError of one fixed transcript-fetch error, with its status. */
function fixed(status: ConstructorParameters<typeof ApiError>[0], name: TranscriptFixedError): ApiError {
  const { code, message } = TRANSCRIPT_FIXED_ERRORS[name];
  return new ApiError(status, code, message);
}

/** Builders of every transcript-fetch error, so tests assert the same texts. */
export const transcriptErrors = {
  missingUrl: () => fixed(400, 'missingUrl'),
  refused: (reason: string) => new ApiError(400, TRANSCRIPT_ERROR_CODES.refused, reason),
  expired: () => fixed(410, 'expired'),
  discordStatus: (status: number) =>
    new ApiError(502, TRANSCRIPT_ERROR_CODES.upstreamStatus, transcriptErrorMessages.discordStatus(status)),
  hostStatus: (status: number) =>
    new ApiError(502, TRANSCRIPT_ERROR_CODES.upstreamStatus, transcriptErrorMessages.hostStatus(status)),
  redirectRefused: (reason: string) =>
    new ApiError(
      502,
      TRANSCRIPT_ERROR_CODES.redirectRefused,
      transcriptErrorMessages.redirectRefused(reason),
    ),
  redirectWithoutLocation: () => fixed(502, 'redirectWithoutLocation'),
  tooManyRedirects: () => fixed(502, 'tooManyRedirects'),
  tooLarge: () => fixed(413, 'tooLarge'),
  notText: () => fixed(415, 'notText'),
  notUtf8: () => fixed(415, 'notUtf8'),
  timeout: () => fixed(504, 'timeout'),
  unreachable: () => fixed(502, 'unreachable'),
} as const;
