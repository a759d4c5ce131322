// The app's live region: one polite region for status news and one assertive region for errors, both visually hidden.
import { LIVE_REGION_IDS } from '#shared/constants/live-region';
import { announcementAtom } from '../lib/a11y/announcer';
import { useAtomValue } from '../lib/jotai';

/**
 * Renders both regions once, at the root, so they exist before anything is announced. Each new
 * announcement replaces the region's text with a new node, so a repeated text is spoken again.
 */
export function LiveRegion() {
  const announcement = useAtomValue(announcementAtom);
  const said = (politeness: 'polite' | 'assertive') =>
    announcement?.politeness === politeness ? <p key={announcement.id}>{announcement.text}</p> : null;
  return (
    <>
      <div id={LIVE_REGION_IDS.polite} className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said('polite')}
      </div>
      <div
        id={LIVE_REGION_IDS.assertive}
        className="visually-hidden"
        aria-live="assertive"
        aria-atomic="true"
      >
        {said('assertive')}
      </div>
    </>
  );
}
