import { formatEuro, type TListedEvent } from '@glentia/core';
import { Ticket } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEventLanguage } from './status-badges.tsx';

/** "Δωρεάν" / "Free", or the price ("10 €", "€12.50"); null when nobody said. */
export function useEntryText(event: Pick<TListedEvent, 'entryPrice'>): string | null {
  const { t } = useTranslation('events');
  const language = useEventLanguage();
  if (event.entryPrice === null) return null;
  return event.entryPrice === 0 ? t('entryFree') : formatEuro(event.entryPrice, language);
}

/**
 * A small chip with the entry price, when the event has one (a canceled event has none to pay):
 * over a poster, or `flat` in a list's row (on the muted background, without a shadow).
 */
export function EntryChip({
  event,
  flat = false,
  className,
}: {
  event: Pick<TListedEvent, 'entryPrice' | 'canceled'>;
  flat?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('events');
  const text = useEntryText(event);
  if (!text || event.canceled) return null;
  return (
    <span
      data-testid="entry-chip"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap text-foreground backdrop-blur-sm',
        flat ? 'bg-surface-muted shadow-none' : 'bg-surface/90 shadow-card',
        className,
      )}
    >
      <Ticket aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('entryPrefix')} </span>
      {text}
    </span>
  );
}
