import { favoriteIcons } from '@glentia/core';
import { UserRound } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import '../texts.ts';

/** SPEC §2: how many saved the event, as up to three person icons, then +N. */
export function FavoritesCounter({ count }: { count: number }) {
  const { t } = useTranslation('eventPage');
  const { icons, more } = favoriteIcons(count);
  return (
    <div className="flex items-center gap-2" data-testid="favorites-counter">
      {icons > 0 && (
        <span aria-hidden="true" className="flex -space-x-2">
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
              {t('favorites.more', { count: more })}
            </span>
          )}
        </span>
      )}
      <span className="text-sm text-muted">{t('favorites.label', { count })}</span>
    </div>
  );
}
