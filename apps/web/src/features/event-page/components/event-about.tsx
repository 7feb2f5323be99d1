import { formatInstant, type TEvent } from '@glentia/core';
import { ExternalLink } from 'lucide-react';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { EventDescription } from './event-description.tsx';

/** The day an event was added, e.g. "1 Ιουνίου 2026", in Crete's time zone. */
export function formatCreatedDate(createdAt: string, locale: string): string {
  return formatInstant(createdAt, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Who added the event and when, its description (line breaks kept) and its menu or raffle links. */
export function EventAbout({ event }: { event: TEvent }) {
  const { t } = useTranslation('eventPage');
  const created = t('about.created', { date: formatCreatedDate(event.createdAt, currentIntlLocale()) });
  const links = [
    event.menuLink ? { href: event.menuLink, label: t('links.menu') } : null,
    event.lotteryLink ? { href: event.lotteryLink, label: t('links.lottery') } : null,
  ].filter((link) => link !== null);
  return (
    <section
      aria-labelledby="event-about-title"
      className="rounded-3xl border border-border bg-surface p-5 shadow-card"
    >
      <h2 id="event-about-title" className="text-lg font-bold">
        {t('about.title')}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="event-created">
        {created}
        {event.publishedFrom && <> {t('about.publishedFrom', { username: event.publishedFrom })}</>}
      </p>
      {event.description ? (
        <EventDescription eventId={event.id} description={event.description} />
      ) : (
        <p className="mt-3 text-muted">{t('about.noDescription')}</p>
      )}
      {links.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border px-4 text-sm font-semibold hover:bg-surface-muted"
              >
                {link.label}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
