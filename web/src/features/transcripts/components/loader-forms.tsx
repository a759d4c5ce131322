// The link and paste forms of the transcript loader; each says what is missing instead of doing nothing.
import { type FormEvent, useState } from 'react';
import { transcriptTexts as texts } from '../texts';
import './transcript-fields.css';

/** A form field's inline problem, announced to screen readers. */
function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="transcript-loader__error danger fs-90" role="alert">
      {message}
    </p>
  );
}

/** The link box, prefilled with the ?content= link. */
export function LinkForm({
  initialUrl,
  onOpenUrl,
}: {
  initialUrl: string;
  onOpenUrl: (url: string) => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    setProblem(trimmed ? null : texts.linkRequired);
    if (trimmed) onOpenUrl(trimmed);
  };
  return (
    <form className="grid gap-2 text-start" onSubmit={submit} noValidate>
      <label htmlFor="transcript-link">{texts.linkLabel}</label>
      <div className="transcript-loader__row flex wrap gap-2">
        <input
          id="transcript-link"
          className="field transcript-field"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          placeholder={texts.linkExample}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'transcript-link-error' : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        <button type="submit" className="button">
          {texts.openLink}
        </button>
      </div>
      <FieldError id="transcript-link-error" message={problem} />
    </form>
  );
}

/** A text area for the transcript's text, opened in the browser only. */
export function PasteForm({ onText }: { onText: (raw: string) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(text.trim() ? null : texts.pasteRequired);
    if (text.trim()) onText(text);
  };
  return (
    <form className="grid gap-2 text-start" onSubmit={submit} noValidate>
      <label htmlFor="transcript-paste">{texts.pasteLabel}</label>
      <textarea
        id="transcript-paste"
        className="field transcript-field mono fs-85"
        rows={6}
        spellCheck={false}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'transcript-paste-error' : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <FieldError id="transcript-paste-error" message={problem} />
      <div>
        <button type="submit" className="button">
          {texts.openText}
        </button>
      </div>
    </form>
  );
}
