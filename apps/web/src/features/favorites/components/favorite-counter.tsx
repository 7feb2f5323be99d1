import { favoriteIcons, type TEvent } from '@glentia/core';
import { UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** SPEC §2: how many people are interested — up to 3 person icons, then +N. */
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
      <span className="sr-only">{label}</span>
      {icons > 0 && (
        <span aria-hidden="true" className="flex -space-x-2">
          {Array.from({ length: icons }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: identical icons, only their number matters
              key={index}
              className="flex size-8 items-center justify-center rounded-full border-2 border-surface bg-primary-soft text-primary-soft-foreground"
            >
              <UserRound className="size-4" />
            </span>
          ))}
        </span>
      )}
      {more > 0 && (
        <span aria-hidden="true" className="font-semibold text-foreground">
          +{more}
        </span>
      )}
      {icons === 0 && <span aria-hidden="true">{label}</span>}
    </p>
  );
}
