// /transcribe/: the ticket transcript viewer (spec section 2); ?content=<link> loads through the worker.
import { useSearchParams } from 'react-router-dom';
import { TRANSCRIPT_CONTENT_PARAM } from '#shared/constants/transcripts';
import { Spinner } from '../../../components/spinner';
import { StatusText } from '../../../components/status-text';
import { DemoSamples } from '../components/demo-samples';
import { TranscriptLoader } from '../components/transcript-loader';
import { TranscriptView } from '../components/transcript-view';
import { type TranscriptSource, useTranscriptSource } from '../hooks/use-transcript-source';
import { transcriptTexts as texts } from '../texts';
import './transcript-page.css';

/**
 * Opening a link puts it in ?content= (so the address can be shared) and loads it; pasted or
 * uploaded text is shown straight away and drops ?content=, which no longer describes the page.
 */
export default function TranscriptPage() {
  const [params, setParams] = useSearchParams();
  const content = params.get(TRANSCRIPT_CONTENT_PARAM)?.trim() ?? '';
  const { state, showText, showError, reload } = useTranscriptSource(content);
  const openUrl = (url: string) => {
    if (url === content) reload();
    else setParams({ [TRANSCRIPT_CONTENT_PARAM]: url });
  };
  const openText = (raw: string, source: TranscriptSource) => {
    if (content) setParams({}, { replace: true });
    showText(raw, source);
  };
  const loader = (
    <TranscriptLoader initialUrl={content} onOpenUrl={openUrl} onText={openText} onError={showError} />
  );
  return (
    <main className="transcript-page">
      <h1 className="transcript-page__heading">{texts.heading}</h1>
      {state.status === 'idle' && (
        <section className="transcript-page__empty" aria-labelledby="transcript-empty-heading">
          <h2 id="transcript-empty-heading">{texts.emptyTitle}</h2>
          <p>{texts.emptyHelp}</p>
          <DemoSamples />
        </section>
      )}
      {state.status === 'loading' && (
        <StatusText className="transcript-page__notice">
          <Spinner />
          {texts.loading}
        </StatusText>
      )}
      {state.status === 'error' && (
        <StatusText as="div" className="transcript-page__error" politeness="assertive">
          <p className="transcript-page__error-title">{texts.error(state.message)}</p>
          <p>{state.expired ? texts.expiredHelp : texts.otherWaysHelp}</p>
        </StatusText>
      )}
      {state.status === 'loaded' ? (
        <>
          <details className="transcript-page__another">
            <summary>{texts.openAnother}</summary>
            {loader}
          </details>
          <TranscriptView
            key={state.id}
            raw={state.raw}
            transcript={state.transcript}
            source={state.source}
          />
        </>
      ) : (
        loader
      )}
    </main>
  );
}
