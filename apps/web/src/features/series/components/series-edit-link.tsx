import type { TSeries } from '@glentia/core';
import { Pencil } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';

/**
 * "Άλλαξε τη σειρά": the series' form at /series/{id}/edit (its venue's partner and admins). On its
 * own so that a night's page does not download the weekly rule's library with it.
 */
export function SeriesEditLink({ series }: { series: Pick<TSeries, 'id'> }) {
  const { t } = useTranslation('series');
  return (
    <Link
      to={`/series/${encodeURIComponent(series.id)}/edit`}
      className={buttonClass({ variant: 'secondary' })}
    >
      <Pencil aria-hidden="true" className="size-4" />
      {t('card.edit')}
    </Link>
  );
}
