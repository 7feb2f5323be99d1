import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import {
  type LegalDocumentName,
  legalDocumentQueryOptions,
  withoutHeading,
} from '../../../lib/legal-document.ts';

/** Readable styles for a legal HTML document shown inside the app. */
const PROSE =
  'text-[0.95rem] leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2.5 [&_ul]:list-disc [&_ul]:pl-5';

interface LegalDialogProps {
  document: LegalDocumentName | null;
  onClose: () => void;
}

/**
 * SPEC §2 login sheet: the terms dialog (Cancel and OK) and the privacy dialog (full width, Close),
 * each showing its HTML document; a friendly note when the document cannot be loaded.
 */
export function LegalDialog({ document, onClose }: LegalDialogProps) {
  const { t } = useTranslation('auth');
  const language = currentLanguage() === 'el' ? 'el' : 'en';
  const shown = document ?? 'terms';
  const query = useQuery({
    ...legalDocumentQueryOptions(shown, language),
    enabled: document !== null,
    // A missing document says so at once; the dialog's title already names it.
    retry: false,
    select: withoutHeading,
  });
  const footer =
    shown === 'terms' ? (
      <>
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'ghost' })}>
          {t('legal.cancel')}
        </button>
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'primary' })}>
          {t('legal.ok')}
        </button>
      </>
    ) : (
      <button type="button" onClick={onClose} className={buttonClass({ variant: 'primary' })}>
        {t('legal.close')}
      </button>
    );
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      title={shown === 'terms' ? t('legal.termsTitle') : t('legal.privacyTitle')}
      wide={shown === 'privacy'}
      footer={footer}
    >
      {query.isPending && (
        <div className="flex justify-center py-10">
          <Spinner label={t('legal.loading')} />
        </div>
      )}
      {query.isError && <p className="py-6 text-center text-muted">{t('legal.missing')}</p>}
      {query.data && (
        // The document is Glentia's own file, cleaned of scripts and handlers before it is shown.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, sanitized legal text
        <div lang={language} className={PROSE} dangerouslySetInnerHTML={{ __html: query.data }} />
      )}
    </Dialog>
  );
}
