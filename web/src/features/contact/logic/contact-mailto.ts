// Builds the mailto: link the contact form opens, with a prefilled subject and body.
import { PRODUCT_NAME } from '#web/lib/site/brand';

/** What the visitor typed into the contact form. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The subject line of a contact e-mail from `name`. */
export function contactSubject(name: string): string {
  return `${PRODUCT_NAME} support request from ${name.trim()}`;
}

/** The body of a contact e-mail: the message, then who sent it and how to reply. */
export function contactBody({ name, email, message }: ContactMessage): string {
  return `${message.trim()}\n\n---\nName: ${name.trim()}\nEmail: ${email.trim()}`;
}

/**
 * A `mailto:` URL to `to` with the subject and body prefilled. Every part is percent-encoded
 * (spaces as %20, not +, so every mail client shows them as spaces).
 */
export function contactMailto(to: string, contact: ContactMessage): string {
  const subject = encodeURIComponent(contactSubject(contact.name));
  const body = encodeURIComponent(contactBody(contact));
  return `mailto:${encodeURIComponent(to.trim()).replace(/%40/g, '@')}?subject=${subject}&body=${body}`;
}
