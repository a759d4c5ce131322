// The first content of the server list and a server's overview as the pre-rendered shells hold it, with slots the Worker fills from its edge reads.

import { ActionRow } from '#web/components/action-row';
import { AVATAR_FALLBACK_NAMES } from '#web/components/avatar-fallbacks';
import { SearchBox } from '#web/components/search-box';
import { PageHeader, ToolPage } from '#web/components/tool-page';
import { LIST_TEXTS, SERVER_TEXTS } from '../texts';

/** A press of a control that cannot act yet: the app's own replaces it. */
const notYet = () => undefined;

/**
 * `/dashboard`'s heading, its search field (disabled until the app takes over) and an empty list
 * the Worker fills with the server cards, in ServerListPage's markup. The slot carries the cards'
 * texts, so they come from this build's catalogue, not from the Worker.
 */
export function ServerListShellContent() {
  const { owner, admin, premium, manage } = LIST_TEXTS;
  const texts = {
    owner,
    admin,
    premium,
    manage,
    manageServer: LIST_TEXTS.manageServer('{name}'),
    server: AVATAR_FALLBACK_NAMES.server,
  };
  return (
    <ToolPage heading={LIST_TEXTS.title} intro={LIST_TEXTS.intro}>
      <SearchBox label={LIST_TEXTS.search} value="" onChange={notYet} disabled />
      <ul
        className="stack stack--large dash-server-grid"
        data-edge-slot="servers"
        data-edge-texts={JSON.stringify(texts)}
      />
    </ToolPage>
  );
}

/**
 * A server overview's heading as ServerHeading renders it: the icon (a slot), the server's name
 * (the Worker writes it into the empty `h1`) and Refresh, locked (aria-disabled) until the app takes over.
 */
export function ServerHeadingShellContent() {
  return (
    <ToolPage>
      <PageHeader
        heading=""
        leading={<span data-edge-slot="server-icon" data-edge-fallback={AVATAR_FALLBACK_NAMES.server} />}
        actions={
          <ActionRow busy={false} locked secondary={{ label: SERVER_TEXTS.refresh, onPress: notYet }} />
        }
      />
    </ToolPage>
  );
}
