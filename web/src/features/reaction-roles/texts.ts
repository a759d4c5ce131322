// Every user-facing text of the reaction-role page, spec texts copied exactly.

import { REACTION_ROLE_LIMIT } from '#shared/constants/limits';
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const RR_TEXTS = {
  heading: 'Reaction Roles',
  intro: 'Post a message with buttons members click to give themselves a role, or take it away again.',
  loading: 'Loading server data...',
  message: 'Message (optional)',
  messageHint: 'Type @ to mention a role by name.',
  addRole: 'Add Role',
  send: 'Send Reaction Roles',
  sending: 'Sending...',
  sent: 'Reaction roles sent successfully!',
  selectChannel: 'Please select a channel',
  noRoles: 'Please add at least one role with a label',
  tooManyRoles: `Maximum ${REACTION_ROLE_LIMIT} roles per message`,
  loadFailed: (message: string) => `Failed to load server data: ${message}`,
  sendFailed: (message: string) => `Failed to send reaction roles: ${message}`,
  retry: 'Retry',
  previewHeading: 'Preview',
  previewEmpty: 'Your reaction-role message preview will appear here',
  tip: `Tip: ${PRODUCT_NAME} needs the Manage Roles permission, and its highest role must sit above every role you add here, or it cannot give them out.`,
  rowIncomplete: 'Choose a role and a label, or this button will be left out.',
} as const;

/** Texts of one role-button row, numbered from 1. */
export const ROW_TEXTS = {
  title: (n: number) => `Button ${n}`,
  role: (n: number) => `Button ${n} role`,
  label: (n: number) => `Button ${n} label`,
  emoji: (n: number) => `Button ${n} emoji`,
  style: (n: number) => `Button ${n} style`,
  remove: (n: number) => `Remove button ${n}`,
  pickEmoji: (n: number) => `Choose an emoji for button ${n}`,
  chooseRole: 'Choose a role',
  unknownEmoji: "Not a unicode emoji or one of this server's emojis: the button will have no emoji.",
  roleTooHigh: (role: string) =>
    `${PRODUCT_NAME} cannot assign ${role}: its highest role is not above it. Move ${PRODUCT_NAME}'s role higher in Server Settings → Roles.`,
} as const;
