import { LoaderCircle, LocateFixed } from 'lucide-react';
import { chipClass } from '../../../components/ui/chip.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNearMe } from '../near-me-store.ts';

/**
 * The "Near me" chip of the timeline: pressing it asks the device for its position (the browser's
 * permission prompt) and sorts each day's events nearest first; pressing again goes back to time.
 */
export function NearMeToggle() {
  const { t } = useTranslation();
  const sortNear = useNearMe((state) => state.sortNear);
  const status = useNearMe((state) => state.status);
  const setSortNear = useNearMe((state) => state.setSortNear);
  const note =
    status === 'locating'
      ? t('nearMe.locating')
      : status === 'denied'
        ? t('nearMe.denied')
        : status === 'unavailable'
          ? t('nearMe.unavailable')
          : sortNear
            ? t('nearMe.on')
            : null;
  // Two items of the parent's wrapping row: the chip beside the result count, the note on a line below.
  return (
    <>
      <button
        type="button"
        aria-pressed={sortNear}
        disabled={status === 'locating'}
        onClick={() => void setSortNear(!sortNear)}
        data-testid="near-me"
        className={chipClass({ selected: sortNear, className: 'pl-3 disabled:opacity-70' })}
      >
        {status === 'locating' ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <LocateFixed aria-hidden="true" className="size-4" />
        )}
        {t('nearMe.sort')}
      </button>
      <p
        role="status"
        className={cn(
          'order-last basis-full text-sm empty:hidden',
          status === 'denied' || status === 'unavailable' ? 'text-danger' : 'text-muted',
        )}
      >
        {note}
      </p>
    </>
  );
}
