// /contact, 'Contact Us': the support address from the config, community links and the mail form.

import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { ExternalLink } from '#web/components/site/external-link';
import { PageHeader } from '#web/components/site/page-header';
import { usePublicConfig } from '#web/lib/public-config';
import { ContactForm } from '../components/contact-form';
import { contactHandle } from '../meta';
import { CONTACT_TEXTS } from '../texts';
import '../contact.css';

export const handle = contactHandle;

export default function ContactPage() {
  const { supportEmail, supportInviteUrl } = usePublicConfig();
  return (
    <main className="contact">
      <PageHeader eyebrow={CONTACT_TEXTS.eyebrow} title={CONTACT_TEXTS.title} lead={CONTACT_TEXTS.lead} />
      <div className="site-container contact__grid grid gap-6">
        <div className="contact__channels grid gap-6">
          <section className="site-card" aria-labelledby="contact-email-title">
            <h2 id="contact-email-title">{CONTACT_TEXTS.emailTitle}</h2>
            <p>{CONTACT_TEXTS.emailLead}</p>
            <a className="contact__email bold break-anywhere" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </section>
          <section className="site-card" aria-labelledby="contact-community-title">
            <h2 id="contact-community-title">{CONTACT_TEXTS.communityTitle}</h2>
            <p>{CONTACT_TEXTS.communityLead}</p>
            <ul className="cluster contact__links gap-4">
              <li>
                <ExternalLink className="button" href={supportInviteUrl}>
                  {CONTACT_TEXTS.supportServer}
                </ExternalLink>
              </li>
              <li>
                <Link to={paths.invite}>{CONTACT_TEXTS.communityInvite}</Link>
              </li>
            </ul>
          </section>
        </div>
        <ContactForm supportEmail={supportEmail} />
      </div>
    </main>
  );
}
