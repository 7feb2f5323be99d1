import { ArtistOverview } from '../../features/artist-account/components/artist-overview.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import artistAccountTexts from '../../locales/lazy/artist-account.ts';
import partnerStatsTexts from '../../locales/lazy/partner-stats.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [artistAccountTexts, partnerStatsTexts];

/** `/artist` (artists only; others are sent to /home by the route's guard). */
export function ArtistAccountRoute() {
  const { t } = useTranslation();
  const { t: tArtist } = useTranslation('artistAccount');
  return (
    <div className="mx-auto max-w-2xl py-4">
      <h1 className="text-2xl font-bold tracking-tight">{t('routes.artistAccount')}</h1>
      <p className="mb-6 text-muted">{tArtist('intro')}</p>
      <ArtistOverview />
    </div>
  );
}
