import { useEffect } from 'react';
import { useBlocker } from '../../../lib/router/index.ts';

/**
 * Asks before leaving a form with something unsaved: in-app navigation is held for the leave
 * dialog, and closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(active: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return {
    asking: blocker.state === 'blocked',
    leave: () => blocker.state === 'blocked' && blocker.proceed(),
    stay: () => blocker.state === 'blocked' && blocker.reset(),
  };
}
