// A user's avatar from Discord's CDN (size 64 or 256), falling back to the initials of their name or 'User'.

import { type CdnSize, userAvatarUrl } from '#shared/logic/discord-cdn';
import type { User } from '#shared/schemas/auth';
import { Avatar } from './avatar';
import { AVATAR_FALLBACK_NAMES } from './avatar-fallbacks';

/** Props: the user (null while unknown), the CDN size to request and the display size in px. */
export interface UserAvatarProps {
  user: User | null;
  cdnSize: CdnSize;
  size: number;
  /** Hidden from assistive technology (the user's name is shown beside it). */
  decorative?: boolean;
}

/** The avatar; no user, no hash or a failing image shows the generated initials. */
export function UserAvatar({ user, cdnSize, size, decorative }: UserAvatarProps) {
  return (
    <Avatar
      src={user ? userAvatarUrl(user.id, user.avatar, cdnSize) : null}
      name={user?.username ?? ''}
      fallbackName={AVATAR_FALLBACK_NAMES.user}
      size={size}
      decorative={decorative}
    />
  );
}
