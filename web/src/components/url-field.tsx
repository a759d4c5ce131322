// A link-URL input: a counted field that takes a URL and shows where every link starts.
import { CountedField } from './counted-field';

/** Props of a link-URL input: its label, value, problem and change handler. */
export interface UrlFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** A note under the input (e.g. the alt-text reminder of an image URL). */
  hint?: string | undefined;
}

/** What an empty URL input shows: the start of every link it takes. */
const URL_PLACEHOLDER = 'https://';

/** A URL input (no counter: its problems say when it is not http(s) or over 512 characters). */
export function UrlField(props: UrlFieldProps) {
  return <CountedField type="url" placeholder={URL_PLACEHOLDER} {...props} />;
}
