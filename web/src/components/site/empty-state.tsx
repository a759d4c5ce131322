// The "nothing matches" box of the catalogue pages, announced to screen readers.
import './site-ui.css';

/** A dashed box with a bold `title` and a `hint` on what to try next. */
export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      <p>{hint}</p>
    </div>
  );
}
