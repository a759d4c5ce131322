// In demo mode only: links to the sample transcripts the demo answers without leaving the machine.

import { Link } from 'react-router-dom';
import { DEMO_LARGE_MESSAGE_COUNT, DEMO_TRANSCRIPT_URLS } from '#shared/constants/demo-transcripts';
import { TRANSCRIPT_CONTENT_PARAM } from '#shared/constants/transcripts';
import { paths } from '#shared/site-routes';
import { usePublicConfig } from '#web/lib/public-config';
import { transcriptTexts as texts } from '../texts';

function sampleHref(url: string): string {
  return `${paths.transcribe}?${new URLSearchParams({ [TRANSCRIPT_CONTENT_PARAM]: url })}`;
}

/** Renders nothing unless the deployment runs in demo mode. */
export function DemoSamples() {
  const { demoMode } = usePublicConfig();
  if (!demoMode) return null;
  return (
    <p className="transcript-page__samples muted">
      {texts.demoSamples} <Link to={sampleHref(DEMO_TRANSCRIPT_URLS.ticket)}>{texts.demoTicket}</Link> ·{' '}
      <Link to={sampleHref(DEMO_TRANSCRIPT_URLS.large)}>{texts.demoRaidLog(DEMO_LARGE_MESSAGE_COUNT)}</Link>
    </p>
  );
}
