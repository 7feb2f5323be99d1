import type { TEvent } from '@glentia/core';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { callerFromToken } from '../../../lib/jwt.ts';
import { useSession } from '../../../stores/session.ts';
import { EventSelectionContext } from '../hooks/event-selection.ts';

// The sheet and its texts load with the first long press, not with the first page.
const EventActionsSheet = lazy(async () => ({
  default: (await import('./event-actions-sheet.tsx')).EventActionsSheet,
}));

/**
 * Makes every event card below it selectable (SPEC §2: right-click or a 300 ms press) and shows
 * the event sheet for the selected one: admins' and uploaders' actions, share and copy link.
 */
export function EventSheetHost({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<TEvent | null>(null);
  const [used, setUsed] = useState(false);
  const jwt = useSession((state) => state.jwt);
  const select = useCallback((event: TEvent) => {
    setUsed(true);
    setSelected(event);
  }, []);
  const close = useCallback(() => setSelected(null), []);
  return (
    <EventSelectionContext.Provider value={select}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <EventActionsSheet event={selected} caller={callerFromToken(jwt)} onClose={close} />
        </Suspense>
      )}
    </EventSelectionContext.Provider>
  );
}
