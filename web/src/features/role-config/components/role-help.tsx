// The role page's help panel: who may do what.
import { ROLE_PAGE_TEXTS } from '../texts';

/** Owner has top authority, admin and manager reach most commands, moderator and staff moderate. */
export function RoleHelp() {
  return (
    <aside className="rc-help" aria-labelledby="rc-help-title">
      <h2 id="rc-help-title">{ROLE_PAGE_TEXTS.helpTitle}</h2>
      <ul>
        {ROLE_PAGE_TEXTS.help.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}
