// While a transcript streams in: a progress bar of bytes (of the total when known) and messages so far, and Cancel.
import { Spinner } from '#web/components/spinner';
import { StatusText } from '#web/components/status-text';
import { formatNumber } from '#web/lib/i18n/i18n';
import type { LoadProgress } from '../logic/load-transcript';
import { transcriptTexts as texts } from '../texts';

/** `bytes` in MB (1 MB = 1,048,576 bytes, as the size limits count them), in the active locale. */
export function formatMegabytes(bytes: number): string {
  return formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/** The loading line ('Loading transcript...', announced once), the bar, the counts and Cancel. */
export function LoadProgressBar({ progress, onCancel }: { progress: LoadProgress; onCancel: () => void }) {
  const { bytes, total, count } = progress;
  return (
    <div className="transcript-progress grid items-center">
      <StatusText className="transcript-page__notice flex items-center gap-60 muted col-span-full">
        <Spinner />
        {texts.loading}
      </StatusText>
      <progress
        className="transcript-progress__bar w-full"
        aria-label={texts.progressLabel}
        max={total ?? undefined}
        value={total ? Math.min(bytes, total) : undefined}
      />
      <p className="transcript-progress__counts muted fs-90">
        {texts.progress(formatMegabytes(bytes), total ? formatMegabytes(total) : null, count)}
      </p>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {texts.cancel}
      </button>
    </div>
  );
}

/** Why the list is incomplete, with Retry. */
export function PartialNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <StatusText
      as="div"
      className="transcript-page__partial flex items-center wrap between"
      politeness="assertive"
    >
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        {texts.retry}
      </button>
    </StatusText>
  );
}
