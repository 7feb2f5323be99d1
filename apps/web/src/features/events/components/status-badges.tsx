import type { TListedEvent } from '@glentia/core';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Language } from '../../../stores/session.ts';

/** The interface language, for texts that come from data (county names, dates). */
export function useEventLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'el';
}

/** "Canceled" on canceled events, over the poster. */
export function StatusBadges({
  event,
  className,
}: {
  event: Pick<TListedEvent, 'canceled'>;
  className?: string;
}) {
  const { t } = useTranslation('events');
  if (!event.canceled) return null;
  return (
    <span
      className={cn(
        'rounded-full bg-danger px-2.5 py-1 text-xs font-bold text-danger-foreground shadow-card',
        className,
      )}
    >
      {t('canceled')}
    </span>
  );
}

/** "Featured" on events an admin promoted (`selected`), over the poster. */
export function FeaturedBadge({
  event,
  className,
}: {
  event: Pick<TListedEvent, 'selected'>;
  className?: string;
}) {
  const { t } = useTranslation('events');
  if (!event.selected) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-accent-foreground shadow-card',
        className,
      )}
    >
      <Star aria-hidden="true" className="size-3.5 fill-current" />
      {t('featured')}
    </span>
  );
}
