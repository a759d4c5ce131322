// The contact form: name, e-mail and message, all required; submitting opens the visitor's mail client.
import { type FormEvent, useState } from 'react';
import { leaveTo } from '#web/lib/browser-location';
import { contactMailto } from '../logic/contact-mailto';
import { CONTACT_TEXTS } from '../texts';

type FormState = 'editing' | 'incomplete' | 'opened';

/** A field of the form: its name (also its id suffix and autofill), label and hint. */
interface ContactFieldProps {
  name: 'name' | 'email' | 'message';
  label: string;
  placeholder: string;
  /** The input type of a one-line field; none for plain text. */
  type?: 'email';
  /** A six-row text area instead of one line. */
  multiline?: boolean;
}

/** One required field with its label. */
function ContactField({ name, label, placeholder, type, multiline }: ContactFieldProps) {
  const id = `contact-${name}`;
  const common = { className: 'site-input', id, name, required: true, placeholder };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={name} />}
    </>
  );
}

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
    <form
      className="contact-form grid gap-2 site-card"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{CONTACT_TEXTS.formTitle}</h2>
      <p className="contact-form__lead">{CONTACT_TEXTS.formLead}</p>
      <ContactField name="name" label={CONTACT_TEXTS.name} placeholder={CONTACT_TEXTS.namePlaceholder} />
      <ContactField
        name="email"
        label={CONTACT_TEXTS.email}
        placeholder={CONTACT_TEXTS.emailPlaceholder}
        type="email"
      />
      <ContactField
        name="message"
        label={CONTACT_TEXTS.message}
        placeholder={CONTACT_TEXTS.messagePlaceholder}
        multiline
      />
      <button type="submit" className="button">
        {CONTACT_TEXTS.submit}
      </button>
      {state === 'incomplete' && (
        <p className="contact-form__error semibold" role="alert">
          {CONTACT_TEXTS.incomplete}
        </p>
      )}
      {state === 'opened' && (
        <p className="contact-form__status semibold" role="status">
          {CONTACT_TEXTS.opened(supportEmail)}
        </p>
      )}
    </form>
  );
}
