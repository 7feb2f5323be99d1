import { LegalDocument } from '../../../components/legal-document.tsx';
import type { LegalDocumentName } from '../../../lib/legal-document.ts';
import { ConsentChoices } from './consent-choices.tsx';
import { InfoPage } from './info-page.tsx';

/** `/privacy` and `/terms`: the document in the interface language (SPEC §7: el for Greek, else en). */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  return (
    <InfoPage>
      <LegalDocument name={name} />
      {name === 'privacy' && <ConsentChoices />}
    </InfoPage>
  );
}
