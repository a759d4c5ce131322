// The hint and error lines under a form field, and the aria-describedby list that ties them to it.

/** The ids of a field's notes: `{id}-count`, `{id}-hint`, `{id}-error`, joined for aria-describedby (or undefined). */
export function describedBy(
  id: string,
  notes: { count?: boolean; hint?: string; error?: string },
): string | undefined {
  const ids = [
    notes.count ? `${id}-count` : '',
    notes.hint ? `${id}-hint` : '',
    notes.error ? `${id}-error` : '',
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Renders the hint and the error (each only when given), with the ids `describedBy` names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="faint fs-80">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="fs-80 danger">
          {error}
        </p>
      )}
    </>
  );
}
