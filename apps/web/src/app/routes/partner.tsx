import { PartnerOverview } from '../../features/partner/components/partner-overview.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import accountTexts from '../../locales/lazy/account.ts';
import embedTexts from '../../locales/lazy/embed.ts';
import partnerStatsTexts from '../../locales/lazy/partner-stats.ts';
import shareTexts from '../../locales/lazy/share.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [accountTexts, partnerStatsTexts, embedTexts, shareTexts];

/** `/partner` (partners only; others are sent to /home by the route's guard). */
export function PartnerRoute() {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-2xl py-4">
      <h1 className="text-2xl font-bold tracking-tight">{t('partner.title')}</h1>
      <p className="mb-6 text-muted">{t('partner.intro')}</p>
      <PartnerOverview />
    </div>
  );
}
