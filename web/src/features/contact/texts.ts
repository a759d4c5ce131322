// Every text of the contact page (spec sections 2 and 5), defined once so tests can assert them.
import { PRODUCT_NAME } from '#web/lib/site/brand';

export const CONTACT_TEXTS = {
  title: 'Contact Us',
  eyebrow: "We're here to help",
  lead: `Questions about ${PRODUCT_NAME}, premium, or your data? Send us a message or find us in our Discord community.`,
  emailTitle: 'Email support',
  emailLead: 'Write to us any time; we usually reply within a day.',
  communityTitle: 'Join the community',
  communityLead:
    'The fastest way to get help: our team and experienced members answer in the support server.',
  supportServer: 'Support Server',
  communityInvite: 'Community invite page',
  formTitle: 'Send a message',
  formLead: 'Your e-mail app opens with the message ready to send. Nothing is sent from this page.',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  namePlaceholder: 'Your name',
  emailPlaceholder: 'you@example.com',
  messagePlaceholder: 'How can we help?',
  submit: 'Send Message',
  incomplete: 'Please fill in your name, e-mail and message.',
  opened: (email: string) =>
    `Your e-mail app should now open with your message. If nothing happened, write to us directly at ${email}.`,
} as const;
