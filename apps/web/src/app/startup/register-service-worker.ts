import { registerSW } from 'virtual:pwa-register';
import { notify } from '../../lib/toast.ts';

/**
 * Registers /sw.js. SPEC §4/§8: when a new version is ready, a "page updated" notice with a
 * Refresh action stays until acted upon (no timeout).
 */
export function registerServiceWorker(texts: { message: string; refresh: string }): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      notify('info', texts.message, {
        duration: Number.POSITIVE_INFINITY,
        action: { label: texts.refresh, onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
