// A transcript: info with Download and Source, participants, filters, search, keys and the message list with #message-N links.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COPY_TICK_MS } from '#shared/constants/limits';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { useListScan } from '../hooks/use-list-scan';
import { useTranscriptKeys } from '../hooks/use-transcript-keys';
import { useTranscriptSearch } from '../hooks/use-transcript-search';
import type { TranscriptSource } from '../hooks/use-transcript-source';
import { downloadText, exportFileName, transcriptFileName } from '../logic/download-text';
import { exportFile } from '../logic/export-file';
import type { LogView } from '../logic/message-log';
import type { TranscriptHeader } from '../logic/parse-transcript';
import type { StreamedMessage } from '../logic/stream-transcript';
import {
  isFiltered,
  NO_FILTERS,
  passes,
  positionAtOrAfter,
  readFilters,
  type TranscriptFilters,
  writeFilters,
} from '../logic/transcript-filters';
import { messageAnchor, parseMessageAnchor, positionOfMessage } from '../logic/transcript-search';
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
  /** The messages read so far (all of them once loaded), their participants and filter counts. */
  log: LogView;
  /** The original bytes for Download; null while loading (the button is then disabled). */
  raw: Blob | null;
  /** More messages are still arriving. */
  loading: boolean;
  source: TranscriptSource;
}

const NOTHING_SHOWN: readonly StreamedMessage[] = [];

/**
 * Shows the transcript, growing while `loading`; filters live in the address (shareable); a
 * #message-N fragment scrolls to that message once it has arrived (clearing filters hiding it).
 * Each batch costs its own length: the shown list, the matches and the row layout grow by the new
 * messages; a filter or search change scans once, in short slices (useListScan).
 */
export function TranscriptView({ header, log, raw, loading, source }: TranscriptViewProps) {
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
  const filterTest = useMemo(
    () => (isFiltered(filters) ? (message: StreamedMessage) => passes(message, filters) : null),
    [filters],
  );
  const filtered = useListScan(log.items, log.length, filterTest);
  const visible = filterTest ? (filtered.latest?.items ?? NOTHING_SHOWN) : log.items;
  const shownCount = filterTest ? visible.length : log.length;
  const jump = useCallback((index: number) => {
    setCursor(index);
    setScrollRequest((last) => ({ index, seq: (last?.seq ?? 0) + 1 }));
  }, []);
  const search = useTranscriptSearch(visible, shownCount, jump, filterTest !== null && !filtered.fresh);

  const target = parseMessageAnchor(location.hash);
  const handledTarget = useRef<number | null>(null);
  useEffect(() => {
    if (target === null || handledTarget.current === target) return;
    if (filterTest && !filtered.fresh) return;
    const position = positionOfMessage(visible, shownCount, target);
    if (position < 0 && target <= log.length) {
      setFilters(NO_FILTERS);
      return;
    }
    if (position < 0 && loading) return;
    handledTarget.current = target;
    if (position >= 0) jump(position);
  }, [target, filterTest, filtered.fresh, visible, shownCount, log.length, loading, jump, setFilters]);

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
    if (!shownCount) return;
    jump(Math.min(shownCount - 1, Math.max(0, (cursor ?? (delta > 0 ? -1 : shownCount)) + delta)));
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
    const input = { header, messages: visible.slice(0, shownCount), total: log.length, filters, at };
    void exportFile(kind, input).then((file) =>
      downloadText(exportFileName(kind, at), file, kind === 'html' ? 'text/html' : 'application/json'),
    );
  };
  const jumpTo = (time: number) => {
    const position = positionAtOrAfter(visible, time);
    const found = position >= 0 && position < shownCount;
    if (found) jump(position);
    return found;
  };

  return (
    <>
      <TranscriptInfo
        header={header}
        messageCount={log.length}
        source={source}
        onDownload={raw ? () => downloadText(transcriptFileName(), raw) : null}
      />
      {log.length === 0 && !loading ? (
        <p className="transcript-page__notice flex items-center gap-60 muted">{texts.noMessages}</p>
      ) : (
        <>
          <ParticipantsPanel
            participants={log.participants}
            selected={filters.authors}
            onToggle={toggleAuthor}
          />
          <FilterBar
            filters={filters}
            counts={log.counts}
            shown={shownCount}
            total={log.length}
            onChange={setFilters}
            onJump={jumpTo}
          />
          <TranscriptToolbar
            searchId={SEARCH_ID}
            query={search.query}
            onQuery={search.setQuery}
            searching={search.searching}
            counted={search.counted}
            matchCount={search.matchCount}
            matchIndex={search.index}
            onNext={search.next}
            onPrevious={search.previous}
          />
          <div className="transcript-page__exports flex items-center wrap gap-2">
            <p className="transcript-page__keys muted fs-80">{texts.keys}</p>
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
            count={shownCount}
            matches={search.scan}
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
