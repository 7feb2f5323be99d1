import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation, withTexts } from '../../lib/i18n.ts';
import { setAppNavigator } from '../../lib/navigation.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useToastQueue } from '../../lib/toast.ts';
import { useSession } from '../../stores/session.ts';
import { useSessionExpired } from '../../stores/session-expired.ts';
import { refreshOnSignInChange } from '../query-client.ts';

// Loaded only when first needed, with their texts, to keep them out of the first download.
const LoginSheet = lazy(async () => ({
  default: (
    await withTexts(
      import('../../features/auth/components/login-sheet.tsx'),
      import('../../locales/lazy/auth.ts'),
    )
  ).LoginSheet,
}));
const SessionExpiredDialog = lazy(async () => ({
  default: (
    await withTexts(
      import('../../features/auth/components/session-expired-dialog.tsx'),
      import('../../locales/lazy/auth.ts'),
    )
  ).SessionExpiredDialog,
}));
const AppToaster = lazy(async () => ({
  default: (await import('../../components/ui/toaster.tsx')).AppToaster,
}));

/**
 * What floats above every screen: the login sheet, the session-expired dialog, toasts and the
 * loading overlay. Also lets code outside components navigate, and refetches server data when
 * someone logs in or out (favourites, notifications and the like belong to the account then).
 */
export function AppOverlays() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sheetOpen = useSession((state) => state.loginBottomSheetOpen);
  const loading = useSession((state) => Object.values(state.loading).some(Boolean));
  const expired = useSessionExpired((state) => state.open);
  const toasts = useToastQueue((state) => state.wanted);
  // Once opened, the sheet stays mounted so that it can animate closed.
  const [sheetUsed, setSheetUsed] = useState(sheetOpen);

  useEffect(() => {
    setAppNavigator(navigate);
    return () => setAppNavigator(null);
  }, [navigate]);
  useEffect(() => {
    if (sheetOpen) setSheetUsed(true);
  }, [sheetOpen]);
  useEffect(() => refreshOnSignInChange(queryClient), [queryClient]);

  return (
    <>
      {sheetUsed && (
        <Suspense fallback={null}>
          <LoginSheet />
        </Suspense>
      )}
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
      {toasts && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      {loading && <LoadingOverlay />}
    </>
  );
}

/** SPEC §4 loading overlay: shown at once while any loading flag is set. */
function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-background/70 backdrop-blur-sm">
      <Spinner label={t('loading')} className="[&>span:first-child]:size-20" />
    </div>
  );
}
