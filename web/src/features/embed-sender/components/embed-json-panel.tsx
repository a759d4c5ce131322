// The embed sender's JSON panel (import and export as Discord message JSON): a disclosure whose contents load when it first opens.
import { lazy, Suspense, useState } from 'react';
import { OWN_UNDO_ATTRIBUTE } from '#web/lib/a11y/use-editor-shortcuts';
import { JSON_TEXTS } from '../texts';
import type { EmbedJsonBodyProps } from './embed-json-body';

const EmbedJsonBody = lazy(() => import('./embed-json-body'));
/** The import box keeps the browser's own Ctrl/Cmd+Z for its text (it is not part of the draft). */
const OWN_UNDO = { [OWN_UNDO_ATTRIBUTE]: '' };

/**
 * The closed 'Import / Export JSON' disclosure. Opening it the first time loads its contents (and
 * the JSON reader with its schemas), so the page's first load carries none of that code; nothing
 * is drawn inside while it loads. Once opened, the contents stay mounted, keeping what was typed.
 */
export function EmbedJsonPanel(props: Omit<EmbedJsonBodyProps, 'ownUndo'>) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="well embed-json"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="embed-section__summary bold pointer">{JSON_TEXTS.heading}</summary>
      {opened && (
        <Suspense fallback={null}>
          <EmbedJsonBody {...props} ownUndo={OWN_UNDO} />
        </Suspense>
      )}
    </details>
  );
}
