// Welcome message variables and the sample values the live preview fills them with (spec section 5).

/** One placeholder the bot fills in when a member joins. */
export interface WelcomeVariable {
  /** The text typed into a message, e.g. `{user}`. */
  token: string;
  /** What the bot puts there. */
  description: string;
  /** What the dashboard preview shows instead. */
  previewValue: string;
}

/** Name the preview gives the joining member. */
export const PREVIEW_MEMBER_NAME = 'NewUser';

/** Every welcome variable, in the order the variables list shows them. */
export const WELCOME_VARIABLES: readonly WelcomeVariable[] = [
  { token: '{user}', description: 'Mentions the new member', previewValue: `@${PREVIEW_MEMBER_NAME}` },
  { token: '{username}', description: "The member's username", previewValue: PREVIEW_MEMBER_NAME },
  { token: '{displayname}', description: "The member's display name", previewValue: PREVIEW_MEMBER_NAME },
  { token: '{server}', description: 'The server name', previewValue: 'Your Server' },
  { token: '{membercount}', description: 'The member count after they joined', previewValue: '1,234' },
];

/** Discord's default avatar, shown for the joining member in the preview. */
export const PREVIEW_MEMBER_AVATAR_URL = 'https://cdn.discordapp.com/embed/avatars/0.png';
