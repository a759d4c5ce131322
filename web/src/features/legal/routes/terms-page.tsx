// /terms: the Terms & Conditions in the shared legal layout.
import { LegalLayout } from '../components/legal-layout';
import { TERMS } from '../content/legal-document';
import { termsHandle } from '../meta';

export const handle = termsHandle;

export default function TermsPage() {
  return <LegalLayout document={TERMS} />;
}
