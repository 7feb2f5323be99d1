import { lazy, Suspense, useEffect, useState } from 'react';
import { offlineAlert } from '../../lib/offline-alert.ts';

const loadDialog = () => import('./offline-alert-dialog.tsx');
const OfflineAlertDialog = lazy(async () => ({ default: (await loadDialog()).OfflineAlertDialog }));

/**
 * SPEC §8's offline alert, with its dialog code out of the first download: fetched when the
 * browser reports the connection gone (so it is at hand when a request then fails; the service
 * worker also keeps it) and shown once the alert opens.
 */
export function OfflineAlert() {
  const open = offlineAlert((state) => state.open);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  useEffect(() => {
    const prefetch = () => void loadDialog().catch(() => undefined);
    window.addEventListener('offline', prefetch);
    return () => window.removeEventListener('offline', prefetch);
  }, []);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <OfflineAlertDialog />
    </Suspense>
  );
}
