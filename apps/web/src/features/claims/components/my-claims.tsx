import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useMyClaims } from '../api/get-my-claims.ts';
import { CLAIM_PARAM } from './claim-button.tsx';
import { ClaimStatus, claimDay } from './claim-status.tsx';

/**
 * The person's claims on their account page (issue 31): which page, when, where it stands, the
 * admin's reason when refused, and a way back to a code still waiting. Nothing while there are none.
 */
export function MyClaims() {
  const { t } = useTranslation('claims');
  const mine = useMyClaims();
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section aria-labelledby="my-claims-title" className="mt-10 space-y-3" data-testid="my-claims">
      <div>
        <h2 id="my-claims-title" className="text-lg font-bold tracking-tight">
          {t('mine.title')}
        </h2>
        <p className="text-sm text-muted">{t('mine.intro')}</p>
      </div>
      <ul className="space-y-2">
        {mine.data.map((claim) => {
          const page = claim.kind === 'artist' ? `/artist/${claim.targetId}` : `/location/${claim.targetId}`;
          return (
            <li
              key={claim.id}
              className="space-y-1 rounded-2xl border border-border bg-surface p-4 shadow-card"
              data-testid="my-claim"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={page} className="font-semibold underline-offset-2 hover:underline">
                  {claim.targetName || t(`kind.${claim.kind}`)}
                </Link>
                <ClaimStatus status={claim.status} />
              </div>
              <p className="text-sm text-muted">
                {t(`kind.${claim.kind}`)} · {t('mine.asked', { date: claimDay(claim.createdAt) })}
              </p>
              {claim.status === 'refused' && claim.reason && (
                <p className="text-sm">{t('mine.reason', { reason: claim.reason })}</p>
              )}
              {claim.status === 'code' && (
                <Link
                  to={`${page}?${CLAIM_PARAM}=${claim.kind}`}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
                >
                  {t('mine.enterCode')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
