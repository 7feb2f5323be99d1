import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { attachToaster } from '../../lib/toast.ts';
import { useSession } from '../../stores/session.ts';

/** The sonner toaster, loaded on the first message (see lib/toast.ts). */
export function AppToaster() {
  const darkTheme = useSession((state) => state.appSettings.darkTheme);
  useEffect(
    () =>
      attachToaster(({ kind, message, ...options }) => {
        if (kind === 'success') toast.success(message, options);
        else if (kind === 'error') toast.error(message, options);
        else toast(message, options);
      }),
    [],
  );
  return (
    <Toaster
      position="top-center"
      duration={5000}
      richColors
      closeButton
      theme={darkTheme === null ? 'system' : darkTheme ? 'dark' : 'light'}
      offset={{ top: 'calc(env(safe-area-inset-top) + 0.75rem)' }}
    />
  );
}
