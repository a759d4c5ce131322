// Warns before leaving a page with unsaved changes: on a route change (confirm dialog) and on browser close.
import { createElement, type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../components/confirm-dialog';
import { localized, t } from './i18n/i18n';

/** Texts of the leave-page warning. */
export const UNSAVED_CHANGES_TEXTS = localized(
  () =>
    ({
      title: t('dashboard.unsavedChanges.title'),
      message: t('dashboard.unsavedChanges.message'),
      leave: t('dashboard.unsavedChanges.leave'),
      stay: t('dashboard.unsavedChanges.stay'),
    }) as const,
);

/**
 * While `dirty`, blocks in-app navigation to another path and asks for confirmation, and asks
 * the browser to warn on reload or close (`beforeunload`). Returns the dialog to render (or null).
 * Needs a data router (createBrowserRouter / createMemoryRouter).
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return createElement(ConfirmDialog, {
    title: UNSAVED_CHANGES_TEXTS.title,
    message: UNSAVED_CHANGES_TEXTS.message,
    confirmLabel: UNSAVED_CHANGES_TEXTS.leave,
    cancelLabel: UNSAVED_CHANGES_TEXTS.stay,
    danger: true,
    onConfirm: () => blocker.proceed(),
    onCancel: () => blocker.reset(),
  });
}
