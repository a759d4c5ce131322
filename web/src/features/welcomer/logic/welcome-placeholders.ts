// Fills the welcome variables ({user}, {server}, ...) with the preview's sample values.
import { WELCOME_VARIABLES } from './welcome-variables';

const PATTERN = new RegExp(
  WELCOME_VARIABLES.map((variable) => variable.token.replace(/[{}]/g, '\\$&')).join('|'),
  'g',
);

/**
 * Replaces every known variable with its preview value: {user} → @NewUser, {server} → Your Server,
 * {username} and {displayname} → NewUser, {membercount} → 1,234. The values are read at each call,
 * in the active locale (a value kept from the module's first evaluation could be a catalogue key
 * read before its catalogue loaded). Matching is exact and case-sensitive (as the bot does);
 * unknown braces are left untouched. Never throws.
 */
export function fillWelcomePlaceholders(text: string): string {
  return text.replace(
    PATTERN,
    (token) => WELCOME_VARIABLES.find((variable) => variable.token === token)?.previewValue ?? token,
  );
}
