import type { TEvent } from '@glentia/core';
import { Heart } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useIsFavorite } from '../api/get-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { useFavoriteReminder } from '../hooks/use-favorite-reminder.ts';

/**
 * "Interested" (SPEC §2 event page): adds the event to favourites, or removes it, with the change
 * shown at once. A toggle button named by what it shows, its pressed state telling whether the
 * event is saved. Disabled for events that are past or not published. On the phone apps, saving
 * an event also sets a local reminder for its start (SPEC §4).
 */
export function InterestButton({ event, className }: { event: TEvent; className?: string }) {
  const { t } = useTranslation('favorites');
  const favorite = useIsFavorite(event.id);
  const remind = useFavoriteReminder();
  const toggle = useToggleFavorite({ onSaved: remind });
  const unavailable = !event.future || !event.published;
  return (
    <button
      type="button"
      onClick={() => toggle.mutate(event)}
      disabled={unavailable}
      aria-pressed={favorite}
      title={unavailable ? t('interest.unavailable') : undefined}
      data-testid="interest-button"
      className={buttonClass({
        variant: favorite ? 'accent' : 'secondary',
        className: cn('min-w-40 whitespace-nowrap', className),
      })}
    >
      <Heart aria-hidden="true" className={cn('size-5', favorite && 'fill-current')} />
      {favorite ? t('interest.added') : t('interest.add')}
    </button>
  );
}
