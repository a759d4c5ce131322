// The profile's identity card: avatar (256 px, fallback 'User'), username, #discriminator and a copyable id.
import { COPY_TICK_MS } from '#shared/constants/limits';
import type { User } from '#shared/schemas/auth';
import { AVATAR_FALLBACK_NAMES } from '#web/components/avatar-fallbacks';
import { Panel } from '#web/components/panel';
import { UserAvatar } from '#web/components/user-avatar';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { PROFILE_TEXTS } from '../profile-texts';

/**
 * The card. Copying the id shows a tick with 'Copied!' for 2 s; if the clipboard refuses, a
 * short hint says to copy by hand. A '0' discriminator (Discord's new usernames) is not shown.
 */
export function ProfileCard({ user }: { user: User }) {
  const [copy, showCopy] = useTimedMessage<'copied' | 'failed'>(COPY_TICK_MS);
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(user.id);
      showCopy('copied');
    } catch {
      showCopy('failed');
    }
  };
  const discriminator = user.discriminator && user.discriminator !== '0' ? user.discriminator : null;
  return (
    <Panel label={user.username} className="flex items-center wrap gap-6 p-6">
      <UserAvatar user={user} cdnSize={256} size={128} />
      <div className="dash-profile__body grid gap-2 min-w-0">
        <h1 className="break-anywhere fs-180">
          {user.username || AVATAR_FALLBACK_NAMES.user}
          {discriminator && <span className="faint medium">#{discriminator}</span>}
        </h1>
        <div className="cluster dash-profile__id gap-2 muted">
          <span>{PROFILE_TEXTS.userId}</span>
          <code>{user.id}</code>
          <button
            type="button"
            className="button button--secondary"
            aria-label={PROFILE_TEXTS.copyId}
            onClick={() => void copyId()}
          >
            <span aria-hidden="true">{copy === 'copied' ? '✓' : '⧉'}</span>
          </button>
          <output aria-live="polite" className="dash-profile__copy fs-90 success">
            {copy === 'copied' && PROFILE_TEXTS.copied}
            {copy === 'failed' && PROFILE_TEXTS.copyFailed}
          </output>
        </div>
      </div>
    </Panel>
  );
}
