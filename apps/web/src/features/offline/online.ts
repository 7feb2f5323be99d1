/**
 * Whether the device has a connection, as TanStack Query sees it. Queries wait while offline and
 * refresh by themselves when the connection returns; screens read the same state to say so.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Query's own listener starts out "online" until the first `offline` event, so a page opened with
 * no signal would still send its requests; this one starts from what the device says now.
 */
export function followDeviceConnection(): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine !== false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
const onServer = () => true;

/** Whether the device has a connection now; the screen redraws when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
