// A definition list of facts, a term and its value per row, as the server panels and cards show them.
import type { ReactNode } from 'react';

/** One row: what it is, and its value. */
export interface Fact {
  term: string;
  value: ReactNode;
}

/**
 * `facts` in order as `dt`/`dd` pairs, each pair in its own `div`; `className` lays the list out,
 * `itemClassName` styles each pair's `div` and `termClassName` each term. A value breaks anywhere
 * rather than overflow (long IDs, names without spaces).
 */
export function FactList({
  facts,
  className,
  itemClassName,
  termClassName,
}: {
  facts: readonly Fact[];
  className: string;
  itemClassName?: string;
  termClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term} className={itemClassName}>
          <dt className={termClassName}>{fact.term}</dt>
          <dd className="break-anywhere">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
