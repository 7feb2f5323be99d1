import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet } from '../../../components/ui/sheet.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { LegalDocumentName } from '../../../lib/legal-document.ts';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../stores/session.ts';
import { LegalDialog } from './legal-dialog.tsx';
import { SocialButtons } from './social-buttons.tsx';

/**
 * The login bottom sheet (SPEC §2): Apple, Google (each only when configured) and e-mail, then the
 * terms and privacy links. Choosing a method closes it; closing it resets the store flag.
 */
export function LoginSheet() {
  const { t } = useTranslation('auth');
  const open = useSession((state) => state.loginBottomSheetOpen);
  const close = useSession((state) => state.closeLoginSheet);
  const navigate = useNavigate();
  const location = useLocation();
  const [legal, setLegal] = useState<LegalDocumentName | null>(null);

  const chooseEmail = () => {
    close();
    // SPEC §2: the e-mail button keeps the current query string (with its redirect).
    if (location.pathname !== '/login') navigate(`/login${location.search}`);
  };

  return (
    <Sheet
      open={open}
      onClose={close}
      wide="bottom"
      testId="login-sheet"
      title={t('sheet.title')}
      description={t('sheet.subtitle')}
      className="max-h-[450px] max-w-xl"
      headerClassName="px-5 pt-4 pb-2 text-center"
      bodyClassName="px-5 pt-3 pb-5"
    >
      <div className="space-y-3">
        <SocialButtons onChoose={close} />
        <Button
          size="custom"
          onClick={chooseEmail}
          data-testid="login-email"
          className="min-h-12 w-full gap-3 px-5 text-base"
        >
          <Mail aria-hidden="true" className="size-5" />
          {t('sheet.email')}
        </Button>
      </div>
      <p className="mt-5 text-center text-xs leading-relaxed text-muted">
        {t('sheet.legalBefore')}
        <button
          type="button"
          onClick={() => setLegal('terms')}
          className="inline min-h-6 font-semibold text-primary underline"
        >
          {t('sheet.terms')}
        </button>
        {t('sheet.legalMiddle')}
        <button
          type="button"
          onClick={() => setLegal('privacy')}
          className="inline min-h-6 font-semibold text-primary underline"
        >
          {t('sheet.privacy')}
        </button>
        {t('sheet.legalAfter')}
      </p>
      <LegalDialog document={legal} onClose={() => setLegal(null)} />
    </Sheet>
  );
}
