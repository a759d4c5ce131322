// A definition list of facts, a term and its value per row, as the server panels and cards show them.
import type { ReactNode } from 'react';

/** One row: what it is, and its value. */
export interface Fact {
  term: string;
  value: ReactNode;
}

/** `facts` in order as `dt`/`dd` pairs, each pair in its own `div`; `className` lays the list out. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
