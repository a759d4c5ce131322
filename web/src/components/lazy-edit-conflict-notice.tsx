// The edit-conflict notice loaded only when a save meets a conflict, so an editor's first load carries none of its code.
import { lazy, Suspense } from 'react';
import type { EditConflictNoticeProps } from './edit-conflict-notice';

const EditConflictNotice = lazy(async () => ({
  default: (await import('./edit-conflict-notice')).EditConflictNotice,
}));

/** The notice of `EditConflictNotice` (same props); nothing is drawn while its code loads. */
export function LazyEditConflictNotice(props: EditConflictNoticeProps) {
  return (
    <Suspense fallback={null}>
      <EditConflictNotice {...props} />
    </Suspense>
  );
}
