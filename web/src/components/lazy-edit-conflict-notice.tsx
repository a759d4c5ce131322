// The edit-conflict notice loaded only when a save meets a conflict, so an editor's first load carries none of its code.
import { lazy, Suspense } from 'react';
import type { EditConflictNoticeProps } from '../lib/edit-conflict';
import { activateLocale, activeLocale } from '../lib/i18n/i18n';

// the notice's texts live in the `history` catalogue, which the editors' pages do not load
const EditConflictNotice = lazy(async () => {
  const [module] = await Promise.all([
    import('./edit-conflict-notice'),
    activateLocale(activeLocale(), ['history']),
  ]);
  return { default: module.EditConflictNotice };
});

/** The notice of `EditConflictNotice` (same props); nothing is drawn while its code loads. */
export function LazyEditConflictNotice(props: EditConflictNoticeProps) {
  return (
    <Suspense fallback={null}>
      <EditConflictNotice {...props} />
    </Suspense>
  );
}
