// The purely local 'Notify Me' form: an empty e-mail is ignored, otherwise thanks for 3 s.
import { type FormEvent, useState } from 'react';
import { NOTIFY_THANKS_MS } from '#shared/constants/limits';
import { useTimedMessage } from '#web/lib/use-timed-message';
import { COMING_SOON_TEXTS } from '../texts';

/** The form; nothing leaves the browser. Submitting again restarts the 3 s. */
export function NotifyForm() {
  const [email, setEmail] = useState('');
  const [thanks, showThanks] = useTimedMessage(NOTIFY_THANKS_MS);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setEmail('');
    showThanks(COMING_SOON_TEXTS.thanks);
  };
  return (
    <form className="notify-form flex wrap gap-3" onSubmit={onSubmit}>
      <label htmlFor="notify-email" className="visually-hidden">
        {COMING_SOON_TEXTS.emailLabel}
      </label>
      <input
        className="site-input"
        id="notify-email"
        type="email"
        value={email}
        autoComplete="email"
        placeholder={COMING_SOON_TEXTS.emailPlaceholder}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button">
        {COMING_SOON_TEXTS.notify}
      </button>
      <p className="notify-form__thanks bold" role="status">
        {thanks ?? ''}
      </p>
    </form>
  );
}
