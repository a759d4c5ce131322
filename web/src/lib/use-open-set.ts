// Which items of a list of collapsible sections are open.
import { useCallback, useState } from 'react';

/** The open ids, a toggle for one id, and a way to open several at once (already open ones stay open). */
export function useOpenSet<Id extends string>(
  initial: readonly Id[],
): { open: ReadonlySet<Id>; toggle: (id: Id) => void; openAlso: (ids: readonly Id[]) => void } {
  const [open, setOpen] = useState<ReadonlySet<Id>>(() => new Set(initial));
  const toggle = useCallback(
    (id: Id) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const openAlso = useCallback(
    (ids: readonly Id[]) => setOpen((current) => new Set([...current, ...ids])),
    [],
  );
  return { open, toggle, openAlso };
}
