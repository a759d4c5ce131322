// The app's live region: one polite region for status news and one assertive region for errors, both visually hidden.
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { type Politeness, useAnnouncements } from '../lib/a11y/announcer';

/**
 * Renders both regions once, at the root, so they exist before anything is announced. Each new
 * announcement replaces its region's text with a new node, so a repeated text is spoken again.
 */
export function LiveRegion() {
  const announcements = useAnnouncements();
  const region = (politeness: Politeness) => {
    const said = announcements[politeness];
    return (
      <div
        id={LIVE_REGION_IDS[politeness]}
        className="visually-hidden"
        aria-live={politeness}
        aria-atomic="true"
      >
        {said && <p key={said.id}>{said.text}</p>}
      </div>
    );
  };
  return (
    <>
      {region('polite')}
      {region('assertive')}
    </>
  );
}
