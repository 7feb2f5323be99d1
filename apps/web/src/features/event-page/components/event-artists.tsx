import { responsiveImage, type TArtistSummary } from '@glentia/core';
import { Mic2 } from 'lucide-react';
import { NameWithGreek } from '../../../components/ui/name-with-greek.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

/** The performing artists, each linking to their page. */
export function EventArtists({ artists }: { artists: readonly TArtistSummary[] }) {
  const { t, i18n } = useTranslation('eventPage');
  if (artists.length === 0) return null;
  return (
    <TitledSection
      id="event-artists-title"
      title={t('artists')}
      headingClassName="mb-2 text-sm font-semibold text-muted"
    >
      <ul className="flex flex-wrap gap-2">
        {artists.map((artist) => (
          <li key={artist.id}>
            <Link
              to={`/artist/${artist.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface py-1 pr-4 pl-1 font-semibold shadow-card hover:bg-surface-muted"
            >
              {artist.image ? (
                <img
                  src={artist.image}
                  {...responsiveImage(artist.image, '2.25rem')}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  className="size-9 rounded-full bg-surface-muted object-cover"
                />
              ) : (
                <span className="flex size-9 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
                  <Mic2 aria-hidden="true" className="size-4" />
                </span>
              )}
              <span>
                <NameWithGreek name={artist.name} language={i18n.resolvedLanguage} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
