// Loads a transcript from the ?content= link (through the worker), pasted text or a file, streamed and parsed off the main thread.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TRANSCRIPT_TIMING } from '#shared/constants/transcripts';
import { takeAddressLink } from '../logic/address-link';
import { afterFrames, EventPacer } from '../logic/event-pacer';
import type { LoadEvent, LoadProgress, LoadSource } from '../logic/load-transcript';
import { type LogView, MessageLog } from '../logic/message-log';
import { emptyHeader, type TranscriptHeader } from '../logic/parse-transcript';
import { startLoad } from '../logic/start-load';
import { transcriptErrorText, transcriptTexts } from '../texts';

/** Where the shown transcript came from. */
export type TranscriptSource =
  | { kind: 'url'; url: string }
  | { kind: 'paste' }
  | { kind: 'file'; name: string };

/** Why a load stopped before the end: the connection dropped, the link is over the size cap, or Cancel. */
export type LoadStop = 'dropped' | 'tooLarge' | 'cancelled';

/** A transcript being read or read: what arrived so far. `id` counts loads. */
export interface OpenTranscript {
  status: 'open';
  id: number;
  /** 'loading' while bytes arrive, 'loaded' at the end, 'partial' when it stopped early (see `stop`). */
  phase: 'loading' | 'loaded' | 'partial';
  stop: LoadStop | null;
  header: TranscriptHeader;
  /** The messages read so far, with their participants and filter counts. */
  log: LogView;
  progress: LoadProgress;
  /** The original bytes that arrived, for the download; null while loading. */
  raw: Blob | null;
  source: TranscriptSource;
}

/** The viewer's state. `expired` marks a Discord link that no longer works (worker 410). */
export type TranscriptState =
  | { status: 'idle' }
  | { status: 'error'; message: string; expired: boolean }
  | OpenTranscript;

const NO_PROGRESS: LoadProgress = { bytes: 0, total: null, count: 0, firstByteAt: null, lastByteAt: null };

/** A load of `source` (number `id`, its messages in `log`) that has just started: nothing arrived yet. */
function startedLoad(id: number, log: LogView, source: TranscriptSource): OpenTranscript {
  return {
    status: 'open',
    id,
    phase: 'loading',
    stop: null,
    header: emptyHeader(),
    log,
    progress: NO_PROGRESS,
    raw: null,
    source,
  };
}

/** A page-timeline time for an epoch time of the worker's clock. */
const pageTime = (epoch: number) => Math.max(0, epoch - performance.timeOrigin);

/**
 * Loads `contentUrl` whenever it changes to a non-empty link; an empty link keeps what is shown.
 * `showText` and `showFile` open pasted text and a file the same streamed way; `cancel` stops a load
 * and keeps what arrived; `reload` reads the last source again (an earlier load is stopped);
 * `showError` reports a local problem such as a file over the limit.
 */
export function useTranscriptSource(contentUrl: string) {
  // a link's first render is already its load's, as the pre-rendered page draws it (/transcribe-shell/)
  const [state, setState] = useState<TranscriptState>(() =>
    contentUrl ? startedLoad(0, new MessageLog().view, { kind: 'url', url: contentUrl }) : { status: 'idle' },
  );
  const loads = useRef(0);
  const stopLoad = useRef<(() => void) | null>(null);
  const last = useRef<{ load: LoadSource; source: TranscriptSource } | null>(null);
  /** The load whose last byte was marked and whose parse is not measured yet. */
  const unmeasured = useRef<number | null>(null);
  /** The state the current load's pacer showed last, until it is committed. */
  const shown = useRef<{ state: TranscriptState; pacer: EventPacer<LoadEvent> } | null>(null);

  // the page takes a load's next events only once it has rendered the ones before (event-pacer.ts)
  useLayoutEffect(() => {
    if (shown.current?.state !== state) return;
    shown.current.pacer.rendered();
    shown.current = null;
  }, [state]);

  // the parse is measured once the page has every message: when the end's render is committed (the
  // 'done' event itself comes before it, and a batch's transition may still be pending then)
  useLayoutEffect(() => {
    if (state.status !== 'open' || state.phase !== 'loaded' || unmeasured.current !== state.id) return;
    unmeasured.current = null;
    performance.measure(TRANSCRIPT_TIMING.parse, TRANSCRIPT_TIMING.lastByte);
  }, [state]);

  const begin = useCallback((load: LoadSource, source: TranscriptSource) => {
    stopLoad.current?.();
    loads.current += 1;
    last.current = { load, source };
    const id = loads.current;
    const messages = new MessageLog();
    let marked = false;
    /** What the events taken since the last show bring, and whether one of them ends the load. */
    let next: TranscriptState | null = null;
    let urgent = false;
    /** Takes one load event into `next` (a batch's messages join the log at once). */
    const take = (event: LoadEvent) => {
      urgent ||= event.type !== 'batch';
      if (event.type === 'error') {
        next = {
          status: 'error',
          message:
            event.message === null
              ? transcriptTexts.fileUnreadable
              : transcriptErrorText(event.message, event.code),
          expired: event.status === 410,
        };
        return;
      }
      if (!marked && event.firstByteAt !== null) {
        marked = true;
        performance.mark(TRANSCRIPT_TIMING.textArrived, { startTime: pageTime(event.firstByteAt) });
      }
      if (event.type === 'done' && event.lastByteAt !== null) {
        performance.mark(TRANSCRIPT_TIMING.lastByte, { startTime: pageTime(event.lastByteAt) });
        unmeasured.current = id;
      }
      const { header, type, bytes, total, count, firstByteAt, lastByteAt } = event;
      next = {
        status: 'open',
        id,
        phase: type === 'batch' ? 'loading' : type === 'done' ? 'loaded' : 'partial',
        stop: event.type === 'partial' ? event.reason : null,
        header,
        log: messages.append(event.messages),
        progress: { bytes, total, count, firstByteAt, lastByteAt },
        raw: type === 'batch' ? null : event.raw,
        source,
      };
    };
    /**
     * Shows what the events taken bring, only while this load is the one shown and still loading,
     * so a Cancel or a newer load is never undone by an event rendered after it. Batches render as
     * a transition (React renders it in slices between tasks, so a batch never holds the page); the
     * end of a load renders at once. Its commit tells the pacer the page has rendered it (`shown`).
     */
    const show = () => {
      const state = next;
      const now = urgent;
      next = null;
      urgent = false;
      if (!state) return;
      shown.current = { state, pacer };
      const update = () =>
        setState((previous) =>
          previous.status === 'open' && previous.id === id && previous.phase === 'loading' ? state : previous,
        );
      if (now) update();
      else startTransition(update);
    };
    const pacer = new EventPacer<LoadEvent>({
      take,
      show,
      afterFrames,
      now: () => performance.now(),
    });
    setState(startedLoad(id, messages.view, source));
    // a link of the page's address is already loading (address-link.ts): that load is taken over,
    // its events so far replayed here, inside React's effects; the pacer takes them in a task of
    // their own (in the hydration's effects they made it one of the longest tasks of a load)
    const onEvent = (event: LoadEvent) => pacer.push(event);
    pacer.deferToTask();
    const early = load.kind === 'url' ? takeAddressLink(load.url, onEvent) : null;
    const stop = early ?? startLoad(load, onEvent);
    stopLoad.current = () => {
      pacer.stop();
      stop();
    };
  }, []);

  useEffect(() => {
    if (!contentUrl) return;
    begin({ kind: 'url', url: contentUrl }, { kind: 'url', url: contentUrl });
    const mine = stopLoad.current;
    return () => {
      if (stopLoad.current === mine) mine?.();
    };
  }, [contentUrl, begin]);

  const cancel = useCallback(() => {
    stopLoad.current?.();
    stopLoad.current = null;
    setState((previous) =>
      previous.status === 'open' && previous.phase === 'loading'
        ? { ...previous, phase: 'partial', stop: 'cancelled', raw: null }
        : previous,
    );
  }, []);
  const showText = useCallback((text: string) => begin({ kind: 'text', text }, { kind: 'paste' }), [begin]);
  const showFile = useCallback(
    (file: File) => begin({ kind: 'file', file }, { kind: 'file', name: file.name }),
    [begin],
  );
  const showError = useCallback(
    (message: string) => setState({ status: 'error', message, expired: false }),
    [],
  );
  const reload = useCallback(() => {
    if (last.current) begin(last.current.load, last.current.source);
  }, [begin]);
  return { state, showText, showFile, showError, reload, cancel };
}
