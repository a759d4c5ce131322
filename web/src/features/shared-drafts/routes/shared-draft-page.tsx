// /dashboard/shared#<tool>.<data>: reads a share link's draft and opens it in that editor of a server the user picks.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { Panel } from '#web/components/panel';
import { StatusMessage } from '#web/components/status-message';
import { StatusText } from '#web/components/status-text';
import { ToolPage } from '#web/components/tool-page';
import { readSharedDraft, type SharedDraftResult } from '#web/lib/embed/shared-draft';
import { useOpenDraftInEditor } from '#web/lib/open-draft-in-editor';
import { ServerChoice } from '../components/server-choice';
import { SHARED_TEXTS as T } from '../texts';
import '../shared-drafts.css';

/**
 * The page. The fragment is read here only (browsers never send it): a broken, oversized or
 * hostile link shows why and that nothing changed; a good one lists the user's servers, and
 * choosing one opens that server's editor with the draft (which asks before replacing unsaved work).
 */
export default function SharedDraftPage() {
  const { hash } = useLocation();
  const [result, setResult] = useState<SharedDraftResult | null>(null);
  const openDraft = useOpenDraftInEditor();
  useEffect(() => {
    let current = true;
    setResult(null);
    void readSharedDraft(hash).then((read) => {
      if (current) setResult(read);
    });
    return () => {
      current = false;
    };
  }, [hash]);

  return (
    <ToolPage heading={T.heading} intro={T.intro}>
      {!result && <StatusText>{T.reading}</StatusText>}
      {result && !result.ok && (
        <StatusMessage tone="error" detail={T.nothingChanged}>
          {result.error}
        </StatusMessage>
      )}
      {result && !result.ok && (
        <p>
          <Link to={paths.dashboard}>{T.backToServers}</Link>
        </p>
      )}
      {result?.ok && (
        <Panel title={T.found(result.value.tool)}>
          <p>{T.choose(result.value.tool)}</p>
          {result.notes.length > 0 && (
            <ul className="shared-draft__notes muted">
              {result.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <ServerChoice onChoose={(serverId) => openDraft(serverId, result.value)} />
        </Panel>
      )}
    </ToolPage>
  );
}
