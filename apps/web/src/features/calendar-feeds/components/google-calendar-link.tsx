import type { TEvent } from '@glentia/core';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { googleEventUrl } from '../lib/calendar-links.ts';

/** "Add to Google Calendar", beside the `.ics` download: Google's own add-event page, filled in. */
export function GoogleCalendarLink({
  event,
  title,
  origin,
}: {
  event: TEvent;
  title: string;
  origin: string;
}) {
  const { t } = useTranslation('calendarFeeds');
  return (
    <a
      href={googleEventUrl(event, title, origin)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('event.googleLabel')}
      data-testid="google-calendar-event"
      className="flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl border border-border bg-surface px-2 py-3 text-center text-sm font-semibold shadow-card transition-colors hover:bg-surface-muted"
    >
      <CalendarPlus aria-hidden="true" className="size-5" />
      {t('event.google')}
    </a>
  );
}
