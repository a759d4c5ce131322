// The editors' template gallery: eight starting points as Discord message JSON (message-templates.json), plus buttons for the role menu.
import type { DiscordMessageJson } from './embed-json';
import templates from './message-templates.json';
import type { RoleButtonStyle } from './reaction-role-payload';

/** One template: what the gallery lists, the message it starts from, and role buttons to offer. */
export interface MessageTemplate {
  id: string;
  name: string;
  summary: string;
  /** As Discord writes a message: colours are decimal numbers, as in a pasted JSON import. */
  message: DiscordMessageJson;
  /** Buttons the reaction-role builder starts with (labels and emoji; the roles are the server's to pick). */
  roleButtons?: { label: string; emoji: string; style: RoleButtonStyle }[];
}

/**
 * Every template, in the gallery's order. The data is JSON, typed here; the tests convert each one
 * for every editor through the JSON import's own checks (tests/web/lib/embed/message-templates.test.ts).
 */
export const MESSAGE_TEMPLATES = templates as readonly MessageTemplate[];
