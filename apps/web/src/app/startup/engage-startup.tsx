import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { afterFirstDownload } from '../../lib/after-first-download.ts';
import { useNavigate } from '../../lib/router/index.ts';

/**
 * Starts the service worker, cookie banner, push and native shell once the first screen's
 * downloads are over. Until the banner runs, the app behaves as "no choice yet" (lib/consent-state).
 */
export function EngageStartup() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(
    () =>
      afterFirstDownload(client, () => {
        void import('./start-engage.ts').then(({ startEngage }) =>
          startEngage({ navigate: (path, options) => navigateRef.current(path, options), client }),
        );
      }),
    [client],
  );
  return null;
}
