// Reading the Worker's transcript-fetch errors back from their envelope: exact texts only, with the status or refusal they name.
import { describe, expect, it } from 'vitest';
import {
  readTranscriptError,
  TRANSCRIPT_FIXED_ERRORS,
  transcriptErrorMessages,
} from '#shared/logic/transcript/transcript-error-messages';
import { TRANSCRIPT_URL_REFUSALS } from '#shared/logic/transcript/transcript-url-policy';

describe('transcriptErrorMessages', () => {
  it("writes the spec's status texts with our own status names", () => {
    expect(transcriptErrorMessages.discordStatus(500)).toBe('Discord CDN returned 500');
    expect(transcriptErrorMessages.hostStatus(404)).toBe('Failed to fetch: 404 Not Found');
    expect(transcriptErrorMessages.hostStatus(418)).toBe('Failed to fetch: 418 Client Error');
    expect(transcriptErrorMessages.hostStatus(520)).toBe('Failed to fetch: 520 Server Error');
  });
});

describe('readTranscriptError', () => {
  it.each(Object.entries(TRANSCRIPT_FIXED_ERRORS))(
    'reads %s from its code and text',
    (kind, { code, message }) => {
      expect(readTranscriptError(code, message)).toEqual({ kind });
    },
  );

  it('reads the status of a Discord and of another host reply', () => {
    expect(readTranscriptError('transcript_upstream_status', 'Discord CDN returned 503')).toEqual({
      kind: 'discordStatus',
      status: 503,
    });
    expect(readTranscriptError('transcript_upstream_status', 'Failed to fetch: 451 Client Error')).toEqual({
      kind: 'hostStatus',
      status: 451,
    });
  });

  it('reads which refusal a refused link or redirect named', () => {
    expect(readTranscriptError('transcript_url_refused', TRANSCRIPT_URL_REFUSALS.port)).toEqual({
      kind: 'refused',
      refusal: 'port',
    });
    const redirect = transcriptErrorMessages.redirectRefused(TRANSCRIPT_URL_REFUSALS.host);
    expect(readTranscriptError('transcript_redirect_refused', redirect)).toEqual({
      kind: 'redirectRefused',
      refusal: 'host',
    });
  });

  it('reads nothing from a text or code it did not write', () => {
    expect(
      readTranscriptError('transcript_upstream_status', 'Failed to fetch: 404 I am a teapot'),
    ).toBeNull();
    expect(readTranscriptError('transcript_upstream_status', 'Discord CDN returned 5000')).toBeNull();
    expect(readTranscriptError('transcript_url_refused', 'Some new reason.')).toBeNull();
    expect(readTranscriptError('transcript_expired', TRANSCRIPT_FIXED_ERRORS.timeout.message)).toBeNull();
    expect(readTranscriptError('toString', 'x')).toBeNull();
  });
});
