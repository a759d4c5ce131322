// Welcome message variables and the sample values the live preview fills them with (spec section 5), in the active locale.
import { formatNumber, t } from '#web/lib/i18n/i18n';

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
  {
    token: '{user}',
    get description() {
      return t('welcomer.variable.user');
    },
    previewValue: `@${PREVIEW_MEMBER_NAME}`,
  },
  {
    token: '{username}',
    get description() {
      return t('welcomer.variable.username');
    },
    previewValue: PREVIEW_MEMBER_NAME,
  },
  {
    token: '{displayname}',
    get description() {
      return t('welcomer.variable.displayname');
    },
    previewValue: PREVIEW_MEMBER_NAME,
  },
  {
    token: '{server}',
    get description() {
      return t('welcomer.variable.server');
    },
    get previewValue() {
      return t('welcomer.previewServerName');
    },
  },
  {
    token: '{membercount}',
    get description() {
      return t('welcomer.variable.membercount');
    },
    get previewValue() {
      return formatNumber(1234);
    },
  },
];

/** Discord's default avatar, shown for the joining member in the preview. */
export const PREVIEW_MEMBER_AVATAR_URL = 'https://cdn.discordapp.com/embed/avatars/0.png';
