// /guidelines: the Community Guidelines in the shared legal layout.
import { LegalLayout } from '../components/legal-layout';
import { GUIDELINES } from '../content/legal-document';
import { guidelinesHandle } from '../meta';

export const handle = guidelinesHandle;

export default function GuidelinesPage() {
  return <LegalLayout document={GUIDELINES} />;
}
