// Loads a transcript from the ?content= link (through the worker), pasted text or a file, and parses it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSCRIPT_TIMING } from '#shared/constants/transcripts';
import { type ParsedTranscript, parseTranscript } from '#shared/logic/transcript/parse-transcript';
import { ApiRequestError } from '../../../lib/api-client';
import { fetchTranscript } from '../api/fetch-transcript';

/** Where the shown transcript came from. */
export type TranscriptSource =
  | { kind: 'url'; url: string }
  | { kind: 'paste' }
  | { kind: 'file'; name: string };

/** The viewer's state. `expired` marks a Discord link that no longer works (worker 410); `id` counts loads. */
export type TranscriptState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string; expired: boolean }
  | { status: 'loaded'; id: number; raw: string; transcript: ParsedTranscript; source: TranscriptSource };

function failure(error: unknown): TranscriptState {
  const message = error instanceof Error ? error.message : String(error);
  const expired = error instanceof ApiRequestError && error.status === 410;
  return { status: 'error', message, expired };
}

/**
 * Loads `contentUrl` whenever it changes to a non-empty link, or on `reload` (an earlier load is
 * aborted); an empty link keeps what is shown. `showText` shows pasted or uploaded text; `showError`
 * reports a local problem such as an unreadable file.
 */
export function useTranscriptSource(contentUrl: string) {
  const [state, setState] = useState<TranscriptState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loads = useRef(0);

  const show = useCallback((raw: string, source: TranscriptSource) => {
    loads.current += 1;
    performance.mark(TRANSCRIPT_TIMING.textArrived);
    const transcript = parseTranscript(raw);
    performance.measure(TRANSCRIPT_TIMING.parse, TRANSCRIPT_TIMING.textArrived);
    setState({ status: 'loaded', id: loads.current, raw, transcript, source });
  }, []);

  useEffect(() => {
    if (!contentUrl) return;
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchTranscript(contentUrl, controller.signal).then(
      (raw) => show(raw, { kind: 'url', url: contentUrl }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState(failure(error));
      },
    );
    return () => controller.abort();
  }, [contentUrl, attempt, show]);

  const showError = useCallback(
    (message: string) => setState({ status: 'error', message, expired: false }),
    [],
  );
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, showText: show, showError, reload };
}
