// A sentence and the plain texts it introduces: the notes of an import, the problems that block a save.
import type { AriaRole, ReactNode } from 'react';

/**
 * A `div` (its `id`, `className` and `role` as given) holding `children` (the sentence) in a `p`,
 * then `items` as a bulleted list in order, left out when there are none. Each text is its own
 * key, so the texts of one list must differ.
 */
export function TitledList({
  items,
  id,
  className,
  role,
  children,
}: {
  items: readonly string[];
  id?: string;
  className: string;
  role?: AriaRole;
  children: ReactNode;
}) {
  return (
    <div id={id} className={className} role={role}>
      <p>{children}</p>
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
