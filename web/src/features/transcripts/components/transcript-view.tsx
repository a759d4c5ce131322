// A loaded transcript: info with Download and Source, search, author filter and the message list with #message-N links.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COPY_TICK_MS } from '#shared/constants/limits';
import type { TranscriptHeader } from '#shared/logic/transcript/parse-transcript';
import type { StreamedMessage } from '#shared/logic/transcript/stream-transcript';
import { authorCounts, messageAnchor, parseMessageAnchor } from '#shared/logic/transcript/transcript-search';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useTranscriptSearch } from '../hooks/use-transcript-search';
import type { TranscriptSource } from '../hooks/use-transcript-source';
import { downloadText, transcriptFileName } from '../logic/download-text';
import { transcriptTexts as texts } from '../texts';
import { MessageList } from './message-list';
import { TranscriptInfo } from './transcript-info';
import { TranscriptToolbar } from './transcript-toolbar';
import type { ScrollRequest } from './virtual-list';

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
 * Shows the transcript, growing while `loading`; a #message-N fragment scrolls to that message once it
 * has arrived (clearing an author filter hiding it).
 */
export function TranscriptView({ header, messages, raw, loading, source }: TranscriptViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [author, setAuthor] = useState<string | null>(null);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const [copied, showCopied] = useTimedMessage<number>(COPY_TICK_MS);
  const visible = useMemo(
    () => (author ? messages.filter((m) => m.author === author) : messages),
    [messages, author],
  );
  const authors = useMemo(() => authorCounts(messages), [messages]);
  const jump = useCallback(
    (index: number) => setScrollRequest((last) => ({ index, seq: (last?.seq ?? 0) + 1 })),
    [],
  );
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
      setAuthor(null);
      return;
    }
    if (position < 0 && loading) return;
    handledTarget.current = target;
    if (position >= 0) jump(position);
  }, [target, visible, messages.length, loading, jump]);

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
          <TranscriptToolbar
            query={search.query}
            onQuery={search.setQuery}
            searching={search.searching}
            matchCount={search.matches.length}
            matchIndex={search.index}
            onNext={search.next}
            onPrevious={search.previous}
            authors={authors}
            author={author}
            onAuthor={setAuthor}
          />
          <MessageList
            messages={visible}
            matches={matchNumbers}
            current={search.current === null ? null : (visible[search.current]?.number ?? null)}
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
