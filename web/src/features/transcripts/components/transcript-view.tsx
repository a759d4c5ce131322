// A transcript: info with Download and Source, participants, filters, search, keys and the message list with #message-N links.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY_TICK_MS } from '#shared/constants/limits';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { useTranscriptKeys } from '../hooks/use-transcript-keys';
import { useTranscriptSearch } from '../hooks/use-transcript-search';
import type { TranscriptSource } from '../hooks/use-transcript-source';
import { downloadText, exportFileName, transcriptFileName } from '../logic/download-text';
import { exportHtml, exportJson } from '../logic/export-view';
import type { TranscriptHeader } from '../logic/parse-transcript';
import type { StreamedMessage } from '../logic/stream-transcript';
import {
  applyFilters,
  filterCounts,
  NO_FILTERS,
  participantsOf,
  positionAtOrAfter,
  readFilters,
  type TranscriptFilters,
  writeFilters,
} from '../logic/transcript-filters';
import { messageAnchor, parseMessageAnchor } from '../logic/transcript-search';
import { transcriptTexts as texts } from '../texts';
import { MessageList } from './message-list';
import { ParticipantsPanel } from './participants-panel';
import { FilterBar } from './transcript-filters';
import { TranscriptInfo } from './transcript-info';
import { TranscriptToolbar } from './transcript-toolbar';
import type { ScrollRequest } from './virtual-list';

/** Id of the search box (the / key focuses it). */
const SEARCH_ID = 'transcript-search';

interface TranscriptViewProps {
  header: TranscriptHeader;
  /** The messages read so far (all of them once loaded). */
  messages: readonly StreamedMessage[];
  /** The original bytes for Download; null while loading (the button is then disabled). */
  raw: Blob | null;
  /** More messages are still arriving. */
  loading: boolean;
  source: TranscriptSource;
}

/**
 * Shows the transcript, growing while `loading`; filters live in the address (shareable); a
 * #message-N fragment scrolls to that message once it has arrived (clearing filters hiding it).
 */
export function TranscriptView({ header, messages, raw, loading, source }: TranscriptViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback(
    (next: TranscriptFilters) => setParams((current) => writeFilters(current, next), { replace: true }),
    [setParams],
  );
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [copied, showCopied] = useTimedMessage<number>(COPY_TICK_MS);
  const visible = useMemo(() => applyFilters(messages, filters), [messages, filters]);
  const people = useMemo(() => participantsOf(messages), [messages]);
  const counts = useMemo(() => filterCounts(messages), [messages]);
  const jump = useCallback((index: number) => {
    setCursor(index);
    setScrollRequest((last) => ({ index, seq: (last?.seq ?? 0) + 1 }));
  }, []);
  const search = useTranscriptSearch(visible, messages, jump);
  const matchNumbers = useMemo(
    () => new Set(search.matches.map((p) => visible[p]?.number ?? 0)),
    [search.matches, visible],
  );

  const target = parseMessageAnchor(location.hash);
  const handledTarget = useRef<number | null>(null);
  useEffect(() => {
    if (target === null || handledTarget.current === target) return;
    const position = visible.findIndex((m) => m.number === target);
    if (position < 0 && target <= messages.length) {
      setFilters(NO_FILTERS);
      return;
    }
    if (position < 0 && loading) return;
    handledTarget.current = target;
    if (position >= 0) jump(position);
  }, [target, visible, messages.length, loading, jump, setFilters]);

  const copyLink = useCallback(
    (n: number) => {
      const hash = `#${messageAnchor(n)}`;
      handledTarget.current = n;
      navigate({ search: location.search, hash }, { replace: true });
      const link = `${window.location.origin}${location.pathname}${location.search}${hash}`;
      navigator.clipboard?.writeText(link).then(
        () => showCopied(n),
        () => undefined,
      );
    },
    [navigate, location.pathname, location.search, showCopied],
  );
  const step = (delta: number) => {
    if (!visible.length) return;
    jump(Math.min(visible.length - 1, Math.max(0, (cursor ?? (delta > 0 ? -1 : visible.length)) + delta)));
  };
  useTranscriptKeys(SEARCH_ID, {
    focusSearch: () => document.getElementById(SEARCH_ID)?.focus(),
    nextMatch: search.next,
    previousMatch: search.previous,
    nextMessage: () => step(1),
    previousMessage: () => step(-1),
    clear: () => {
      search.setQuery('');
      setCursor(null);
    },
  });
  const toggleAuthor = (author: string) =>
    setFilters({
      ...filters,
      authors: filters.authors.includes(author)
        ? filters.authors.filter((name) => name !== author)
        : [...filters.authors, author],
    });
  const save = (kind: 'html' | 'json') => {
    const at = Date.now();
    const input = { header, messages: visible, total: messages.length, filters, at };
    if (kind === 'html') downloadText(exportFileName('html', at), exportHtml(input), 'text/html');
    else downloadText(exportFileName('json', at), exportJson(input), 'application/json');
  };
  const jumpTo = (time: number) => {
    const position = positionAtOrAfter(visible, time);
    if (position >= 0) jump(position);
    return position >= 0;
  };

  return (
    <>
      <TranscriptInfo
        header={header}
        messageCount={messages.length}
        source={source}
        onDownload={raw ? () => downloadText(transcriptFileName(), raw) : null}
      />
      {messages.length === 0 && !loading ? (
        <p className="transcript-page__notice">{texts.noMessages}</p>
      ) : (
        <>
          <ParticipantsPanel participants={people} selected={filters.authors} onToggle={toggleAuthor} />
          <FilterBar
            filters={filters}
            counts={counts}
            shown={visible.length}
            total={messages.length}
            onChange={setFilters}
            onJump={jumpTo}
          />
          <TranscriptToolbar
            searchId={SEARCH_ID}
            query={search.query}
            onQuery={search.setQuery}
            searching={search.searching}
            matchCount={search.matches.length}
            matchIndex={search.index}
            onNext={search.next}
            onPrevious={search.previous}
          />
          <div className="transcript-page__exports">
            <p className="transcript-page__keys">{texts.keys}</p>
            {(['html', 'json'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="button button--secondary"
                disabled={loading}
                onClick={() => save(format)}
              >
                {format === 'html' ? texts.exportHtml : texts.exportJson}
              </button>
            ))}
          </div>
          <MessageList
            messages={visible}
            matches={matchNumbers}
            current={cursor === null ? null : (visible[cursor]?.number ?? null)}
            target={target}
            scrollRequest={scrollRequest}
            onCopyLink={copyLink}
          />
          <output className="transcript-page__toast" aria-live="polite">
            {copied !== null ? texts.linkCopied : ''}
          </output>
        </>
      )}
    </>
  );
}
