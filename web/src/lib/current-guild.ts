// The server the dashboard is showing: set by the pages that load it, read by the server layout and tools.
import { atom } from 'jotai';

/** What the chrome needs to name a server: its id, name and icon hash. */
export interface CurrentGuild {
  id: string;
  name: string;
  icon: string | null;
}

/** The last server whose details a page loaded, or null; compare `id` with the route's server id. */
export const currentGuildAtom = atom<CurrentGuild | null>(null);
