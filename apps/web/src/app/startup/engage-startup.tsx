import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Starts the service worker, cookie banner, push and native shell once the first screen is painted. */
export function EngageStartup() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      void import('./start-engage.ts').then(({ startEngage }) =>
        startEngage({ navigate: (path, options) => navigateRef.current(path, options), client }),
      );
    };
    // After the first paint and the page's own work: the banner and the worker are not urgent.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const timer = window.setTimeout(() => idle(start, { timeout: 2000 }), 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [client]);
  return null;
}
