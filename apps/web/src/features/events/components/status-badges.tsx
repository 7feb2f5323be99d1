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

const badgeClass = 'rounded-full px-2.5 py-1 text-xs font-bold shadow-card';

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
    <span className={cn(badgeClass, 'bg-danger text-danger-foreground', className)}>{t('canceled')}</span>
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
      data-testid="featured-badge"
      className={cn(badgeClass, 'inline-flex items-center gap-1 bg-accent text-accent-foreground', className)}
    >
      <Star aria-hidden="true" className="size-3.5 fill-current" />
      {t('featured')}
    </span>
  );
}
