// A collapsible section of the embed editor, and the link-URL input its sections share.
import type { ReactNode } from 'react';
import { CountedField } from '#web/components/counted-field';

/** An open, collapsible group of inputs titled `title`; `row` lays its inputs side by side when wide. */
export function EmbedSection({
  title,
  row = false,
  children,
}: {
  title: ReactNode;
  row?: boolean;
  children: ReactNode;
}) {
  return (
    <details className="well" open>
      <summary className="embed-section__summary bold pointer">{title}</summary>
      <div className={`embed-section__body grid gap-4 min-w-0${row ? ' tool-columns' : ''}`}>{children}</div>
    </details>
  );
}

/** Props of a link-URL input: its label and the binding from `bindText`. */
interface UrlFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** A note under the input (e.g. the alt-text reminder of an image URL). */
  hint?: string;
}

/** What an empty URL input shows: the start of every link it takes. */
const URL_PLACEHOLDER = 'https://';

/** A URL input (no counter: its problems say when it is not http(s) or over 512 characters). */
export function UrlField(props: UrlFieldProps) {
  return <CountedField type="url" placeholder={URL_PLACEHOLDER} {...props} />;
}
