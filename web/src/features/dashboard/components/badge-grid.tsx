// 'Achievement Badges': the user's known badges with their names and tier styling, or 'No Badges Yet'.

import { Panel } from '#web/components/panel';
import { knownBadges } from '../logic/badges';
import { PROFILE_TEXTS, TIER_NAMES } from '../profile-texts';

const BADGE_ICONS: Record<string, string> = {
  owner: '👑',
  gowner: '👸',
  dev: '🛠️',
  team: '🛡️',
  contribution: '🤝',
  partner: '💎',
  friend: '💖',
  beta: '🧪',
  earlysupp: '🌟',
  bug: '🐛',
};

/** The badge grid; unknown keys are not shown. */
export function BadgeGrid({ keys }: { keys: readonly string[] }) {
  const badges = knownBadges(keys);
  return (
    <Panel
      title={
        <>
          {PROFILE_TEXTS.badgesTitle} <span className="dash-count muted fs-85">{badges.length}</span>
        </>
      }
    >
      {badges.length === 0 ? (
        <div className="dash-badges__empty">
          <h3 className="mb-1">{PROFILE_TEXTS.noBadges}</h3>
          <p className="muted mb-1">{PROFILE_TEXTS.noBadgesText}</p>
        </div>
      ) : (
        <ul className="dash-badges grid gap-3">
          {badges.map((badge) => (
            <li
              key={badge.key}
              className={`dash-achievement grid gap-1 center dash-achievement--${badge.tier}`}
            >
              <span className="fs-180" aria-hidden="true">
                {BADGE_ICONS[badge.key]}
              </span>
              <span className="dash-achievement__name bold">{badge.name}</span>
              <span className="dash-achievement__tier fs-75 bold uppercase">{TIER_NAMES[badge.tier]}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
