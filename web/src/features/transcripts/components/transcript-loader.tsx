// Three ways to open a transcript, as tabs: its link (read by the worker), pasted text, or an uploaded file.
import { useState } from 'react';
import { Tabs } from '#web/components/tabs';
import { transcriptTexts as texts } from '../texts';
import { LinkForm, PasteForm } from './loader-forms';
import { UploadForm } from './upload-form';
import './transcript-loader.css';

const TABS = ['link', 'paste', 'upload'] as const;
type Tab = (typeof TABS)[number];

interface TranscriptLoaderProps {
  initialUrl: string;
  onOpenUrl: (url: string) => void;
  onText: (raw: string) => void;
  onFile: (file: File) => void;
  onError: (message: string) => void;
}

/** The loader: the shared tab set (arrow keys, Home and End move between the tabs), the link tab first. */
export function TranscriptLoader({ initialUrl, onOpenUrl, onText, onFile, onError }: TranscriptLoaderProps) {
  const [tab, setTab] = useState<Tab>('link');
  return (
    <div className="card transcript-loader p-4-5">
      <Tabs
        id="transcript-loader"
        label={texts.openAnother}
        tabs={TABS}
        names={texts.tabs}
        active={tab}
        onSelect={setTab}
        className="transcript-loader__tabs wrap gap-1"
      >
        {tab === 'link' && <LinkForm key={initialUrl} initialUrl={initialUrl} onOpenUrl={onOpenUrl} />}
        {tab === 'paste' && <PasteForm onText={onText} />}
        {tab === 'upload' && <UploadForm onFile={onFile} onError={onError} />}
      </Tabs>
    </div>
  );
}
