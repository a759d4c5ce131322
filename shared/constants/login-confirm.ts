// Texts of the page that asks before a login another site tried to start (served by the Worker), and the login button's label.

/** The label of every link that starts the Discord login (spec: 'Login with Discord'). */
export const LOGIN_BUTTON_TEXT = 'Login with Discord';

/** The page shown instead of starting a login that did not come from this site or a typed address. */
export const LOGIN_CONFIRM_TEXTS = {
  title: 'Confirm your login',
  heading: 'Log in to Warden?',
  explanation:
    'This login was not started from this site, so it was not started for you. If you want to log in, use the link below.',
  button: LOGIN_BUTTON_TEXT,
} as const;
