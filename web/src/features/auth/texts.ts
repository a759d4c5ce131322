// User-facing texts of the sign-in pages and the session guard (spec sections 2, 4 and 8).
import { LOGIN_BUTTON_TEXT } from '#shared/constants/login-confirm';

export const AUTH_TEXTS = {
  loginTitle: 'Welcome to Warden',
  loginIntro: 'Sign in with your Discord account to manage the servers you administer.',
  loginButton: LOGIN_BUTTON_TEXT,
  loginNote: 'Only servers where you are an administrator and the bot is present are shown.',
  validating: 'Validating token…',
  tokenValid: 'Token valid',
  redirecting: 'Redirecting…',
  tokenInvalid: 'Token invalid',
  logInAgain: 'Please log in again.',
  noToken: 'No token found in URL. Please log in again.',
  backToLogin: 'Back to login',
  verifying: 'Verifying your session...',
  loggingOut: 'Logging out...',
  logoutTitle: 'Log out of Warden?',
  logoutButton: 'Logout',
  logoutCancel: 'Back to the dashboard',
} as const;
