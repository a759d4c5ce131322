// The welcome editor's first content as its pre-rendered shell holds it: header, templates and save bar, inert below the heading until the app takes over.
import { MemoryRouter } from 'react-router-dom';
import { DASHBOARD_SHELL_SAMPLE_ID } from '#shared/logic/dashboard-shells';
import { INERT_HISTORY, notYet } from '#web/components/shell-inert';
import { EDITOR_BARS, SkeletonBars } from '#web/components/skeleton-bars';
import { TemplateGallery } from '#web/components/template-gallery';
import { SaveBar } from './save-bar';
import { WelcomePage } from './welcome-header';
import { loadWelcomeTemplates } from './welcome-templates';

/**
 * The page's header as the editor draws it (back link to the sample server: the Worker writes the
 * real id in; Live Preview badge; share button), the closed template gallery, grey bars and room where the editor comes (as tall as a screen, so the sticky save bar sits at
 * its foot, where the app's sits), and the save bar, in the page's own markup; the Worker
 * makes all but the heading inert (a press does nothing, nothing is lost) until the app takes over.
 */
export function WelcomeShellContent() {
  return (
    <MemoryRouter>
      <WelcomePage serverId={DASHBOARD_SHELL_SAMPLE_ID} share={notYet} className="wc-page">
        <TemplateGallery load={loadWelcomeTemplates} renderPreview={() => null} onApply={notYet} />
        <SkeletonBars kinds={EDITOR_BARS} />
        <span className="dash-skeleton__spacer block" aria-hidden="true" />
        <SaveBar
          dirty={false}
          problems={[]}
          saving={false}
          saved={false}
          failure={null}
          onSave={notYet}
          onReset={notYet}
          history={INERT_HISTORY}
        />
      </WelcomePage>
    </MemoryRouter>
  );
}
