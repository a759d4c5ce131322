// Every text of the 'Coming Soon' page (spec sections 2, 4 and 5), defined once so tests can assert them.
import { paths } from '#shared/site-routes';

export const COMING_SOON_TEXTS = {
  title: 'Coming Soon',
  eyebrow: 'In the works',
  leads: {
    [paths.settings]:
      'Account settings are on their way. Leave your e-mail and we will tell you when they are ready.',
    [paths.premiumRenew]:
      'Renewing premium online is on its way. Until then, renew in our support server, or leave your e-mail to hear when it launches.',
  } as Readonly<Record<string, string>>,
  defaultLead:
    "We're putting the finishing touches on this page. Leave your e-mail and we will tell you when it is ready.",
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  notify: 'Notify Me',
  thanks: "Thanks! We'll notify you when we launch",
  backHome: 'Back to Home',
  support: 'Support Server',
} as const;
