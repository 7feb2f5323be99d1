import { Navigation } from 'lucide-react';
import { formatDistance } from '../../../lib/format-distance.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEventLanguage } from './status-badges.tsx';

/** "3,2 km" on a card while the list is sorted near me; read out as "3,2 km from you". */
export function EventDistance({ km }: { km: number }) {
  const { t } = useTranslation();
  const distance = formatDistance(km, useEventLanguage());
  return (
    <p data-testid="event-distance" className="flex items-center gap-1 text-sm font-semibold text-foreground">
      <Navigation aria-hidden="true" className="size-3.5 shrink-0 text-accent" />
      <span aria-hidden="true">{distance}</span>
      <span className="sr-only">{t('nearMe.distance', { distance })}</span>
    </p>
  );
}
