// Fills the welcome variables ({user}, {server}, ...) with the preview's sample values.
import { WELCOME_VARIABLES } from './welcome-variables';

const PATTERN = new RegExp(
  WELCOME_VARIABLES.map((variable) => variable.token.replace(/[{}]/g, '\\$&')).join('|'),
  'g',
);
const VALUES = new Map(WELCOME_VARIABLES.map((variable) => [variable.token, variable.previewValue]));

/**
 * Replaces every known variable with its preview value: {user} → @NewUser, {server} → Your Server,
 * {username} and {displayname} → NewUser, {membercount} → 1,234. Matching is exact and
 * case-sensitive (as the bot does); unknown braces are left untouched. Never throws.
 */
export function fillWelcomePlaceholders(text: string): string {
  return text.replace(PATTERN, (token) => VALUES.get(token) ?? token);
}
