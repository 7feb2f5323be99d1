import { showsOnlineFigure, type TStatistics } from '@glentia/core';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { INTL_LOCALES } from '../../../lib/locale.ts';

const ITEMS = [
  { key: 'glentia', testId: 'stat-glentia' },
  { key: 'users', testId: 'stat-users' },
  { key: 'online', testId: 'stat-online' },
] as const;

/**
 * Published events, registered users and people online now (left out when too few to show, see
 * core's showsOnlineFigure). `undefined` while loading, `null` on error.
 */
export function Statistics({ statistics }: { statistics: TStatistics | null | undefined }) {
  const { t, i18n } = useTranslation('home');
  const locale = INTL_LOCALES[i18n.resolvedLanguage === 'en' ? 'en' : 'el'];
  const items = ITEMS.filter(
    ({ key }) => key !== 'online' || !statistics || showsOnlineFigure(statistics.online),
  );
  return (
    <dl
      aria-label={t('statistics.label')}
      className={`mt-6 grid gap-2 sm:gap-3 ${items.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
    >
      {items.map(({ key, testId }) => (
        <div
          key={key}
          className="flex flex-col-reverse justify-end rounded-2xl bg-white/12 px-3 py-3 ring-1 ring-white/15 backdrop-blur-sm"
        >
          <dt className="mt-0.5 text-xs leading-snug text-white/85">{t(`statistics.${key}`)}</dt>
          <dd className="text-2xl leading-none font-extrabold tabular-nums sm:text-3xl">
            {statistics === undefined ? (
              <span
                aria-hidden="true"
                className="inline-block h-6 w-10 animate-shimmer rounded-md bg-white/25"
              />
            ) : statistics === null ? (
              <span aria-hidden="true">–</span>
            ) : (
              <span data-testid={testId} data-value={statistics[key]}>
                {formatCount(statistics[key], locale)}
              </span>
            )}
            {key === 'online' && statistics && (
              <span
                aria-hidden="true"
                className="ml-1.5 inline-block size-2 animate-pulse rounded-full bg-emerald-300 align-middle"
              />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
