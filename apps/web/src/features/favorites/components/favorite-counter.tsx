import { favoriteIcons, type TEvent } from '@glentia/core';
import { UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * SPEC §2 event page: how many people are interested — up to three person icons, then +N, with
 * the number in words beside them. It reads the event's cached count, so a tap on the interest
 * button shows here at once.
 */
export function FavoriteCounter({
  event,
  className,
}: {
  event: Pick<TEvent, 'favorites'>;
  className?: string;
}) {
  const { t } = useTranslation('favorites');
  const { icons, more } = favoriteIcons(event.favorites);
  const label = event.favorites > 0 ? t('counter.label', { count: event.favorites }) : t('counter.none');
  return (
    <p
      className={cn('flex min-h-8 items-center gap-2 text-sm text-muted', className)}
      data-testid="favorite-counter"
      data-count={event.favorites}
    >
      {icons > 0 && (
        <span aria-hidden="true" className="flex shrink-0 -space-x-2">
          {Array.from({ length: icons }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: identical icons, only their number matters
              key={index}
              className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground ring-2 ring-surface"
            >
              <UserRound className="size-4" />
            </span>
          ))}
          {more > 0 && (
            <span className="flex h-8 min-w-8 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground ring-2 ring-surface">
              +{more}
            </span>
          )}
        </span>
      )}
      <span>{label}</span>
    </p>
  );
}
