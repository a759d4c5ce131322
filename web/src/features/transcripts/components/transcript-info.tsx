// Transcript info: channel, closed by, message count and timestamp, with Download and the Source link.
import { safeHttpUrl } from '#web/lib/safe-url';
import type { TranscriptSource } from '../hooks/use-transcript-source';
import type { TranscriptHeader } from '../logic/parse-transcript';
import { formatTranscriptDate } from '../logic/transcript-dates';
import { transcriptTexts as texts } from '../texts';
import './transcript-info.css';
import { activeLocale } from '#web/lib/i18n/i18n';

interface TranscriptInfoProps {
  header: TranscriptHeader;
  messageCount: number;
  source: TranscriptSource;
  /** Null while the file is still arriving (Download is disabled). */
  onDownload: (() => void) | null;
}

/** The Source link (http(s) links only), the file's name, or 'Pasted text'. */
function SourceLabel({ source }: { source: TranscriptSource }) {
  if (source.kind === 'file') return <span>{texts.sourceFile(source.name)}</span>;
  if (source.kind === 'paste') return <span>{texts.sourcePaste}</span>;
  const href = safeHttpUrl(source.url);
  if (!href) return null;
  return (
    <a className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer nofollow">
      {texts.source}
    </a>
  );
}

/** The header values (or 'Unknown'); a header count that differs from the messages read is shown beside it. */
export function TranscriptInfo({ header, messageCount, source, onDownload }: TranscriptInfoProps) {
  const { closedBy, closedAt, totalMessages } = header;
  const rows: [string, string][] = [
    [texts.info.channel, header.channel || texts.info.unknown],
    [closedBy?.label ?? texts.info.closedBy, closedBy?.value || texts.info.unknown],
    [texts.info.messages, texts.info.count(messageCount, totalMessages)],
    [
      closedAt?.label ?? texts.info.timestamp,
      closedAt
        ? closedAt.date
          ? formatTranscriptDate(closedAt.date, activeLocale())
          : closedAt.value
        : texts.info.unknown,
    ],
  ];
  return (
    <section className="card transcript-info p-4-5" aria-labelledby="transcript-info-heading">
      <h2 id="transcript-info-heading" className="fs-105 mb-3">
        {texts.info.title}
      </h2>
      <dl className="transcript-info__list grid gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="transcript-info__item">
            <dt className="faint fs-75 bold uppercase">{label}</dt>
            <dd className="break-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {header.notes.length > 0 && (
        <details className="transcript-info__notes mt-3 muted">
          <summary>{texts.notes}</summary>
          <pre className="mono fs-80 break-anywhere pre-wrap">{header.notes.join('\n')}</pre>
        </details>
      )}
      <div className="cluster transcript-info__actions gap-2 muted">
        <button type="button" className="button" disabled={!onDownload} onClick={() => onDownload?.()}>
          {texts.download}
        </button>
        <SourceLabel source={source} />
      </div>
    </section>
  );
}
