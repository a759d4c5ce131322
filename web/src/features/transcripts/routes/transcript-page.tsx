// /transcribe/: the ticket transcript viewer (spec section 2); ?content=<link> loads through the worker.
import { useSearchParams } from 'react-router-dom';
import { TRANSCRIPT_CONTENT_PARAM } from '#shared/constants/transcripts';
import { addressContentLink } from '#shared/logic/transcribe-shell';
import { StatusText } from '#web/components/status-text';
import { DemoSamples } from '../components/demo-samples';
import { LoadProgressBar, PartialNotice } from '../components/load-progress';
import { OpenedDetails } from '../components/opened-details';
import { TranscriptLoader } from '../components/transcript-loader';
import { TranscriptView } from '../components/transcript-view';
import { type OpenTranscript, useTranscriptSource } from '../hooks/use-transcript-source';
import { startAddressLink } from '../logic/address-link';
import { transcriptTexts as texts } from '../texts';
import './transcript-page.css';

// the address's link starts loading as this module arrives, before the app's first render
if (typeof window !== 'undefined') startAddressLink(window.location);

/** What the notice of an incomplete list says. */
function stoppedText(state: OpenTranscript): string {
  const shown = state.log.length;
  return texts.stopped[state.stop ?? 'dropped'](shown);
}

/**
 * Opening a link puts it in ?content= (so the address can be shared) and loads it; pasted or
 * uploaded text loads the same streamed way and drops ?content=, which no longer describes the page.
 * While bytes arrive the progress bar and Cancel show above the messages already read.
 */
export default function TranscriptPage() {
  const [params, setParams] = useSearchParams();
  const content = addressContentLink(params.toString()) ?? '';
  const { state, showText, showFile, showError, reload, cancel } = useTranscriptSource(content);
  const openUrl = (url: string) => {
    if (url === content) reload();
    else setParams({ [TRANSCRIPT_CONTENT_PARAM]: url });
  };
  const leaveLink = () => {
    if (content) setParams({}, { replace: true });
  };
  const loader = (
    <TranscriptLoader
      initialUrl={content}
      onOpenUrl={openUrl}
      onText={(raw) => {
        leaveLink();
        showText(raw);
      }}
      onFile={(file) => {
        leaveLink();
        showFile(file);
      }}
      onError={showError}
    />
  );
  const open = state.status === 'open' ? state : null;
  const shown = open && (open.log.length > 0 || open.phase !== 'loading');
  return (
    <main className="transcript-page grid gap-4">
      <h1 className="transcript-page__heading fs-160">{texts.heading}</h1>
      {state.status === 'idle' && (
        <section className="transcript-page__empty center" aria-labelledby="transcript-empty-heading">
          <h2 id="transcript-empty-heading">{texts.emptyTitle}</h2>
          <p className="muted">{texts.emptyHelp}</p>
          <DemoSamples />
        </section>
      )}
      {open?.phase === 'loading' && <LoadProgressBar progress={open.progress} onCancel={cancel} />}
      {open?.phase === 'partial' && <PartialNotice text={stoppedText(open)} onRetry={reload} />}
      {state.status === 'error' && (
        <StatusText as="div" className="transcript-page__error" politeness="assertive">
          <p className="transcript-page__error-title semibold break-anywhere">{texts.error(state.message)}</p>
          <p>{state.expired ? texts.expiredHelp : texts.otherWaysHelp}</p>
        </StatusText>
      )}
      {open && shown ? (
        <>
          <OpenedDetails className="transcript-page__another" summary={texts.openAnother}>
            {loader}
          </OpenedDetails>
          <TranscriptView
            key={open.id}
            header={open.header}
            log={open.log}
            raw={open.raw}
            loading={open.phase === 'loading'}
            source={open.source}
          />
        </>
      ) : (
        !open && loader
      )}
    </main>
  );
}
