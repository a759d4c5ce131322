// A server's icon from Discord's CDN (size 128), falling back to the initials of its name or 'Server'.
import { guildIconUrl } from '#shared/logic/discord-cdn';
import { Avatar } from './avatar';
import { AVATAR_FALLBACK_NAMES } from './avatar-fallbacks';

/** Props: the server's id, icon hash (null without one) and name, and the display size in px. */
export interface ServerIconProps {
  id: string | undefined;
  icon: string | null | undefined;
  name: string;
  size: number;
}

/**
 * The icon; a missing id, hash or image shows the generated initials. Fetched at low priority: on a
 * dashboard shell the icon is written with the page's heading, and a slow link should spend itself
 * on the stylesheet and the scripts first (Lighthouse counts a non-low image that ends before the
 * largest paint into its simulated LCP).
 */
export function ServerIcon({ id, icon, name, size }: ServerIconProps) {
  return (
    <Avatar
      src={guildIconUrl(id, icon, 128)}
      name={name}
      fallbackName={AVATAR_FALLBACK_NAMES.server}
      size={size}
      fetchPriority="low"
    />
  );
}
