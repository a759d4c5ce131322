// The role page's first content as its pre-rendered shell holds it: the header with slots for the server, the intro and the loading line.
import { DASHBOARD_SHELL_SAMPLE_ID } from '#shared/logic/dashboard-shells';
import { paths } from '#shared/site-routes';
import { AVATAR_FALLBACK_NAMES } from '#web/components/avatar-fallbacks';
import { LockableButton } from '#web/components/lockable-button';
import { ToolPage } from '#web/components/tool-page';
import { ROLE_PAGE_TEXTS } from '../texts';

/**
 * RoleConfiguration's first render in its own markup: the heading, the server's icon and name
 * (slots the Worker fills from the server list it read), the back link to the sample server (the
 * Worker writes the real id in) and Refresh, disabled as the app draws it until the roles are
 * read, then the page's intro and its loading line. The Worker makes the header's actions inert
 * until the app takes over.
 */
export function RoleConfigShellContent() {
  return (
    <ToolPage
      heading={ROLE_PAGE_TEXTS.title}
      intro={<span data-edge-slot="server-name" />}
      leading={<span data-edge-slot="server-icon" data-edge-fallback={AVATAR_FALLBACK_NAMES.server} />}
      actions={
        <>
          <a className="button button--secondary" href={paths.server(DASHBOARD_SHELL_SAMPLE_ID)}>
            {ROLE_PAGE_TEXTS.back}
          </a>
          <LockableButton type="button" className="button" disabled locked={false}>
            {ROLE_PAGE_TEXTS.refresh}
          </LockableButton>
        </>
      }
    >
      <p className="rc-intro muted break-anywhere">{ROLE_PAGE_TEXTS.intro}</p>
      <p className="rc-loading muted">{ROLE_PAGE_TEXTS.loading}</p>
    </ToolPage>
  );
}
