// The embed sender's first content as its pre-rendered shell holds it: the page itself with an empty draft, drawn before any script runs.
import { DASHBOARD_SHELL_PAGES, DASHBOARD_SHELL_SAMPLE_ID } from '#shared/logic/dashboard-shells';
import { ShellPage } from '#web/components/shell-page';
import { channelsQuery } from '#web/lib/server-channels';
import EmbedSenderPage from '../routes/embed-sender-page';

/**
 * The whole page as the app first draws it for a server with no stored draft: heading, templates,
 * the empty form (channel select on 'Select a channel'), the send bar and the empty preview. The
 * channel list counts as loaded (and empty: an unopened select shows only its first option), so
 * nothing reads 'Loading channels...'; the Worker makes all but the heading inert until the app
 * takes over (worker/lib/shell-content.ts).
 */
export function EmbedSenderShellContent() {
  return (
    <ShellPage
      path={DASHBOARD_SHELL_PAGES['embed-generator'] ?? ''}
      page={<EmbedSenderPage />}
      data={[[channelsQuery(DASHBOARD_SHELL_SAMPLE_ID).queryKey, []]]}
    />
  );
}
