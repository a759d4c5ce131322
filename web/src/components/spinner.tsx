// A small loading spinner, hidden from screen readers (the text beside it says what is loading).
import './spinner.css';

/** A spinning ring; `size` 'small' sits inline with text, 'large' stands alone. */
export function Spinner({ size = 'small' }: { size?: 'small' | 'large' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
