import { DailyStatsPanel } from '../../../components/ui/daily-stats-panel.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useArtistFollowers } from '../api/get-artist-followers.ts';

/** Followers of one of the artist's pages over the last 30 days: the total, and who came each day. */
export function ArtistFollowers({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('artistAccount');
  const query = useArtistFollowers(id);
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{t('followers.title')}</h3>
      <p className="text-sm text-muted">{t('followers.intro')}</p>
      <DailyStatsPanel
        query={query}
        label={t('followers.label', { name })}
        series={[
          {
            id: 'followers',
            label: t('followers.total'),
            value: (day) => day.followers,
            color: 'var(--primary)',
          },
          { id: 'new', label: t('followers.new'), value: (day) => day.new, color: 'var(--accent)' },
        ]}
      />
    </div>
  );
}
