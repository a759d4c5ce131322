// Three ways to open a transcript, as tabs: its link (read by the worker), pasted text, or an uploaded file.
import { type KeyboardEvent, useState } from 'react';
import type { TranscriptSource } from '../hooks/use-transcript-source';
import { transcriptTexts as texts } from '../texts';
import { LinkForm, PasteForm } from './loader-forms';
import { UploadForm } from './upload-form';
import './transcript-loader.css';

const TABS = ['link', 'paste', 'upload'] as const;
type Tab = (typeof TABS)[number];

interface TranscriptLoaderProps {
  initialUrl: string;
  onOpenUrl: (url: string) => void;
  onText: (raw: string, source: TranscriptSource) => void;
  onError: (message: string) => void;
}

/** Tabs follow the ARIA tabs pattern: arrow keys, Home and End move between them. */
export function TranscriptLoader({ initialUrl, onOpenUrl, onText, onError }: TranscriptLoaderProps) {
  const [tab, setTab] = useState<Tab>('link');
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index + TABS.length - 1) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`transcript-tab-${next}`)?.focus();
  };
  return (
    <div className="transcript-loader">
      <div className="transcript-loader__tabs" role="tablist" aria-label={texts.openAnother}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`transcript-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls="transcript-loader-panel"
            tabIndex={tab === name ? 0 : -1}
            className="transcript-loader__tab"
            onClick={() => setTab(name)}
            onKeyDown={move}
          >
            {texts.tabs[name]}
          </button>
        ))}
      </div>
      <div id="transcript-loader-panel" role="tabpanel" aria-labelledby={`transcript-tab-${tab}`}>
        {tab === 'link' && <LinkForm key={initialUrl} initialUrl={initialUrl} onOpenUrl={onOpenUrl} />}
        {tab === 'paste' && <PasteForm onText={(raw) => onText(raw, { kind: 'paste' })} />}
        {tab === 'upload' && <UploadForm onText={onText} onError={onError} />}
      </div>
    </div>
  );
}
