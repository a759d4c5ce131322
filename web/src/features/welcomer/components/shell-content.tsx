// The welcome editor's first content as its pre-rendered shell holds it: the heading and the save bar, locked until the app takes over.
import { MemoryRouter } from 'react-router-dom';
import { DASHBOARD_SHELL_SAMPLE_ID } from '#shared/logic/dashboard-shells';
import { ToolPage } from '#web/components/tool-page';
import { WELCOME_TEXTS as T } from '../texts';
import { SaveBar } from './save-bar';
import { WelcomeBackLink } from './welcome-header';

/** A press of a control that cannot act yet: the app's own replaces it. */
const notYet = () => undefined;

/**
 * The page's heading with its back link (to the sample server: the Worker writes the real id in),
 * grey bars where the editor comes, and the sticky save bar with every button locked
 * (aria-disabled: a press does nothing, nothing is lost), in the page's own markup.
 */
export function WelcomeShellContent() {
  return (
    <MemoryRouter>
      <ToolPage
        heading={T.title}
        intro={T.subtitle}
        leading={<WelcomeBackLink serverId={DASHBOARD_SHELL_SAMPLE_ID} />}
        className="wc-page"
      >
        <span className="dash-skeleton__bar dash-skeleton__bar--panel" aria-hidden="true" />
        <span className="dash-skeleton__bar dash-skeleton__bar--panel" aria-hidden="true" />
        <SaveBar
          dirty={false}
          problems={[]}
          saving={false}
          saved={false}
          failure={null}
          onSave={notYet}
          onReset={notYet}
          history={{ canUndo: false, canRedo: false, undo: notYet, redo: notYet }}
          locked
        />
      </ToolPage>
    </MemoryRouter>
  );
}
