// The embed sender's first content as its pre-rendered shell holds it: the heading and the send bar, inert until the app takes over.

import { INERT_HISTORY, notYet } from '#web/components/shell-inert';
import { ToolShellContent } from '#web/components/tool-shell-content';
import { EMBED_TEXTS } from '../texts';
import { EmbedSendBar } from './embed-send-bar';

/**
 * The page's heading and intro, grey bars where the editor comes, and the send bar, in the page's
 * own markup; the Worker makes all but the heading inert (a press does nothing, nothing is lost)
 * until the app takes over. Not the whole form: drawn in the shell, its layout delayed the first
 * paint on the throttled phone by more than it gained (docs/benchmarks.md, dashboard).
 */
export function EmbedSenderShellContent() {
  return (
    <ToolShellContent heading={EMBED_TEXTS.heading} intro={EMBED_TEXTS.intro}>
      <EmbedSendBar
        status="idle"
        error={null}
        blocked={false}
        dirty={false}
        onClear={notYet}
        history={INERT_HISTORY}
      />
    </ToolShellContent>
  );
}
