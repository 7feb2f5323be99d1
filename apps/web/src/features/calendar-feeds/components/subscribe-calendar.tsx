import { CalendarPlus, Rss } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { pageOrigin, useBrowserValue } from '../../../lib/drawing.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  type FeedRef,
  feedUrl,
  googleSubscribeUrl,
  handlesWebcal,
  webcalUrl,
} from '../lib/calendar-links.ts';

/** The page's feeds as the head announces them, each with its media type. */
const FEED_TYPES = [
  ['rss', 'application/rss+xml'],
  ['atom', 'application/atom+xml'],
  ['ics', 'text/calendar'],
] as const;

interface SubscribeCalendarProps {
  feed: FeedRef;
  /** What the feed follows (a venue's or an artist's name), for the feed's title in the page head. */
  name: string;
  /** Defaults to this browser's; given in tests. */
  userAgent?: string;
}

/**
 * "Subscribe" for a venue, an artist or a search: the device's calendar app through `webcal://`
 * where it takes such links, Google Calendar's add-by-URL link otherwise (both are always offered,
 * the likelier one first). Also announces the page's RSS, Atom and calendar feeds in the head.
 */
export function SubscribeCalendar({ feed, name, userAgent: givenAgent }: SubscribeCalendarProps) {
  const { t } = useTranslation('calendarFeeds');
  // The server draws the page without a browser: no user agent, the generic choices.
  const browserAgent = useBrowserValue(() => navigator.userAgent, '');
  const userAgent = givenAgent ?? browserAgent;
  const ics = feedUrl(feed, 'ics', pageOrigin());
  const title = t('subscribe.feedTitle', { name });
  const app = (
    <a
      key="app"
      href={webcalUrl(ics)}
      data-testid="subscribe-webcal"
      className={buttonClass({ variant: handlesWebcal(userAgent) ? 'primary' : 'secondary' })}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('subscribe.calendarApp')}
    </a>
  );
  const google = (
    <a
      key="google"
      href={googleSubscribeUrl(ics)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="subscribe-google"
      className={buttonClass({ variant: handlesWebcal(userAgent) ? 'secondary' : 'primary' })}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('subscribe.google')}
    </a>
  );
  return (
    <section
      aria-labelledby="subscribe-calendar-title"
      className="space-y-2"
      data-testid="subscribe-calendar"
    >
      {/* React places these in the document head: readers and browsers find the page's feeds. */}
      {FEED_TYPES.map(([format, type]) => (
        <link
          key={format}
          rel="alternate"
          type={type}
          title={title}
          href={feedUrl(feed, format, pageOrigin())}
        />
      ))}
      <h2 id="subscribe-calendar-title" className="text-lg font-bold">
        {t('subscribe.title')}
      </h2>
      <p className="text-sm text-muted">{t('subscribe.hint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        {handlesWebcal(userAgent) ? [app, google] : [google, app]}
        <a
          href={feedUrl(feed, 'rss', pageOrigin())}
          className={buttonClass({ variant: 'ghost' })}
          data-testid="subscribe-rss"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t('subscribe.rss')}
        </a>
      </div>
    </section>
  );
}
