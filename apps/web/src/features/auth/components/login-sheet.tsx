import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Drawer } from 'vaul';
import { useAuthTexts } from '../../../locales/lazy/auth.ts';
import { useSession } from '../../../stores/session.ts';
import type { LegalDocument } from '../api/get-legal-document.ts';
import { LegalDialog } from './legal-dialog.tsx';
import { SocialButtons } from './social-buttons.tsx';

/**
 * The login bottom sheet (SPEC §2): Apple, Google (each only when configured) and e-mail, then the
 * terms and privacy links. Choosing a method closes it; closing it resets the store flag.
 */
export function LoginSheet() {
  const { t } = useAuthTexts();
  const open = useSession((state) => state.loginBottomSheetOpen);
  const close = useSession((state) => state.closeLoginSheet);
  const navigate = useNavigate();
  const location = useLocation();
  const [legal, setLegal] = useState<LegalDocument | null>(null);

  const chooseEmail = () => {
    close();
    // SPEC §2: the e-mail button keeps the current query string (with its redirect).
    if (location.pathname !== '/login') navigate(`/login${location.search}`);
  };

  return (
    <Drawer.Root open={open} onOpenChange={(next) => !next && close()}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Drawer.Content
          data-testid="login-sheet"
          onEscapeKeyDown={(event) => {
            // Escape closes the topmost thing: an open terms or privacy dialog before the sheet.
            if (legal === null) return;
            event.preventDefault();
            setLegal(null);
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[450px] max-w-xl flex-col rounded-t-3xl border border-border bg-surface pb-safe outline-none"
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-border" />
          <div className="overflow-y-auto px-5 pt-4 pb-5">
            <Drawer.Title className="text-center text-xl font-bold">{t('sheet.title')}</Drawer.Title>
            <Drawer.Description className="mt-1 text-center text-sm text-muted">
              {t('sheet.subtitle')}
            </Drawer.Description>
            <div className="mt-5 space-y-3">
              <SocialButtons onChoose={close} />
              <button
                type="button"
                onClick={chooseEmail}
                data-testid="login-email"
                className="flex min-h-12 w-full items-center justify-center gap-3 rounded-full bg-primary px-5 text-base font-semibold text-primary-foreground shadow-card hover:bg-primary-strong"
              >
                <Mail aria-hidden="true" className="size-5" />
                {t('sheet.email')}
              </button>
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
          </div>
          <LegalDialog document={legal} onClose={() => setLegal(null)} />
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
