// The markup of the data the Worker writes into a dashboard shell (issue 20): server icons and server cards, as the app renders them.

import { paths } from '../site-routes';
import { guildIconUrl, initialsOf } from './discord-cdn';
import { escapeHtml } from './escape-html';

/** The texts of a server card, taken from the shell the build rendered (so they follow its locale). */
export interface ServerCardTexts {
  owner: string;
  admin: string;
  premium: string;
  manage: string;
  /** Manage's accessible name, `{name}` standing for the server's name ('Manage {name}'). */
  manageServer: string;
  /** The name of a server that has none ('Server'), for its initials and its icon's label. */
  server: string;
}

/** What a card shows of a server (the fields of an `AdminGuild`). */
export interface ShellGuild {
  id?: string | undefined;
  name: string;
  icon?: string | null | undefined;
  ownerId?: string | undefined;
  premium?: boolean | undefined;
}

/**
 * A 64 px server icon exactly as `ServerIcon` renders it: the CDN image (fetched at low priority),
 * or without an id or icon hash the generated initials. Every value is escaped; `fallbackName` labels a server with no name.
 */
export function serverIconHtml(
  id: string | undefined,
  icon: string | null | undefined,
  name: string,
  fallbackName: string,
): string {
  const label = escapeHtml(name.trim() || fallbackName);
  const src = guildIconUrl(id, icon, 128);
  if (!src) {
    return `<span class="avatar avatar--64 avatar--initials bold" role="img" aria-label="${label}">${escapeHtml(initialsOf(name.trim() || fallbackName))}</span>`;
  }
  return `<img class="avatar avatar--64" src="${escapeHtml(src)}" alt="${label}" fetchpriority="low"/>`;
}

/**
 * One server card exactly as `ServerCard` renders it for `userId` (Owner or Admin badge, Premium,
 * Manage opening the server's page in a new tab, or disabled without an id). Every value is
 * escaped.
 */
export function serverCardHtml(guild: ShellGuild, userId: string, texts: ServerCardTexts): string {
  const isOwner = guild.ownerId !== undefined && guild.ownerId === userId;
  const name = escapeHtml(guild.name || texts.server);
  const badge = isOwner
    ? `<span class="tag dash-badge--owner">${escapeHtml(texts.owner)}</span>`
    : `<span class="tag dash-badge--admin">${escapeHtml(texts.admin)}</span>`;
  const premium = guild.premium
    ? `<span class="tag dash-badge--premium">${escapeHtml(texts.premium)}</span>`
    : '';
  const manage = guild.id
    ? `<a class="button col-span-full" href="${escapeHtml(paths.server(guild.id))}" target="_blank" rel="noopener noreferrer" aria-label="${escapeHtml(texts.manageServer.replace('{name}', () => guild.name))}">${escapeHtml(texts.manage)}</a>`
    : `<button type="button" class="button col-span-full" disabled="">${escapeHtml(texts.manage)}</button>`;
  return (
    `<li class="panel panel--compact dash-server items-center">${serverIconHtml(guild.id, guild.icon, guild.name, texts.server)}` +
    `<div class="dash-server__body min-w-0"><h2 class="dash-server__name truncate fs-105">${name}</h2>` +
    `<p class="dash-server__badges flex gap-35">${badge}${premium}</p></div>${manage}</li>`
  );
}
