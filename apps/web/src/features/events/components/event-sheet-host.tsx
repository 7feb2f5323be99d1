import type { TListedEvent } from '@glentia/core';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useActor } from '../../../lib/authorization.tsx';
import { withTexts } from '../../../lib/i18n.ts';
import { EventSelectionContext } from '../hooks/event-selection.ts';

// The sheet and its texts load with the first long press, not with the first page.
const EventActionsSheet = lazy(async () => ({
  default: (
    await withTexts(
      import('./event-actions-sheet.tsx'),
      import('../../../locales/lazy/event-actions.ts'),
      import('../../../locales/lazy/share.ts'),
    )
  ).EventActionsSheet,
}));

/**
 * Makes every event card below it selectable (SPEC §2: right-click or a 300 ms press) and shows
 * the event sheet for the selected one: admins' and uploaders' actions, share and copy link.
 */
export function EventSheetHost({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<TListedEvent | null>(null);
  const [used, setUsed] = useState(false);
  const actor = useActor();
  const select = useCallback((event: TListedEvent) => {
    setUsed(true);
    setSelected(event);
  }, []);
  const close = useCallback(() => setSelected(null), []);
  return (
    <EventSelectionContext.Provider value={select}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <EventActionsSheet event={selected} caller={actor} onClose={close} />
        </Suspense>
      )}
    </EventSelectionContext.Provider>
  );
}
