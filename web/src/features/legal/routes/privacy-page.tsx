// /privacy: the Privacy Policy in the shared legal layout.
import { LegalLayout } from '../components/legal-layout';
import { PRIVACY } from '../content/legal-document';
import { privacyHandle } from '../meta';

export const handle = privacyHandle;

export default function PrivacyPage() {
  return <LegalLayout document={PRIVACY} />;
}
