// A Discord spoiler: hidden until clicked or activated with the keyboard.
import { type ReactNode, useState } from 'react';

/** Hides its children behind a dark bar until revealed. */
export function Spoiler({ children }: { children: ReactNode }) {
  const [revealed, setRevealed] = useState(false);
  if (revealed) return <span className="md-spoiler pointer md-spoiler--revealed">{children}</span>;
  return (
    <button
      type="button"
      className="md-spoiler pointer"
      aria-label="Spoiler, activate to reveal"
      onClick={() => setRevealed(true)}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
