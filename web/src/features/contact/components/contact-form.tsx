// The contact form: name, e-mail and message, all required; submitting opens the visitor's mail client.
import { type FormEvent, useState } from 'react';
import { leaveTo } from '#web/lib/browser-location';
import { contactMailto } from '../logic/contact-mailto';
import { CONTACT_TEXTS } from '../texts';

type FormState = 'editing' | 'incomplete' | 'opened';

/**
 * The form. On submit it opens a `mailto:` link to `supportEmail` with the subject and body
 * prefilled; nothing is sent to any server. Blank (whitespace-only) fields show an error instead.
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const [state, setState] = useState<FormState>('editing');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const contact = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    if (Object.values(contact).some((value) => !value.trim())) {
      setState('incomplete');
      return;
    }
    leaveTo(contactMailto(supportEmail, contact));
    setState('opened');
  };
  return (
    <form className="contact-form site-card" onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{CONTACT_TEXTS.formTitle}</h2>
      <p className="contact-form__lead">{CONTACT_TEXTS.formLead}</p>
      <label htmlFor="contact-name">{CONTACT_TEXTS.name}</label>
      <input
        className="site-input"
        id="contact-name"
        name="name"
        required
        autoComplete="name"
        placeholder={CONTACT_TEXTS.namePlaceholder}
      />
      <label htmlFor="contact-email">{CONTACT_TEXTS.email}</label>
      <input
        className="site-input"
        id="contact-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={CONTACT_TEXTS.emailPlaceholder}
      />
      <label htmlFor="contact-message">{CONTACT_TEXTS.message}</label>
      <textarea
        className="site-input"
        id="contact-message"
        name="message"
        required
        rows={6}
        placeholder={CONTACT_TEXTS.messagePlaceholder}
      />
      <button type="submit" className="button">
        {CONTACT_TEXTS.submit}
      </button>
      {state === 'incomplete' && (
        <p className="contact-form__error" role="alert">
          {CONTACT_TEXTS.incomplete}
        </p>
      )}
      {state === 'opened' && (
        <p className="contact-form__status" role="status">
          {CONTACT_TEXTS.opened(supportEmail)}
        </p>
      )}
    </form>
  );
}
