import { RefreshCw } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PULL_ANIMATION_MS, type PullToRefresh } from '../lib/use-pull-to-refresh.ts';

/**
 * The round arrow that slides down under the header while the page is pulled, turns as the pull
 * grows and spins while refreshing. Pair it with `usePullToRefresh`.
 */
export function PullToRefreshIndicator({ pull }: { pull: PullToRefresh }) {
  const { t } = useTranslation('shell');
  const { distance, state, progress } = pull;
  const following = state === 'pulling' || state === 'ready';
  const label =
    state === 'refreshing'
      ? t('pullToRefresh.refreshing')
      : state === 'ready'
        ? t('pullToRefresh.release')
        : t('pullToRefresh.pull');
  return (
    <div
      aria-hidden={state === 'idle'}
      className="pointer-events-none fixed inset-x-0 top-[calc(3.5rem+env(safe-area-inset-top))] z-20 flex justify-center lg:left-[300px]"
    >
      <div
        data-testid="pull-to-refresh"
        data-state={state}
        style={{
          transform: `translateY(${distance - 48}px)`,
          opacity: state === 'idle' ? 0 : Math.max(0.3, progress),
          transition: following
            ? 'none'
            : `transform ${PULL_ANIMATION_MS}ms ease-out, opacity ${PULL_ANIMATION_MS}ms ease-out`,
        }}
        className="flex size-10 items-center justify-center rounded-full border border-border bg-surface text-primary shadow-raised"
      >
        <RefreshCw
          aria-hidden="true"
          className={cn('size-5', state === 'refreshing' && 'animate-spin')}
          style={state === 'refreshing' ? undefined : { transform: `rotate(${progress * 270}deg)` }}
        />
        <span role="status" className="sr-only">
          {state === 'idle' || state === 'settling' ? '' : label}
        </span>
      </div>
    </div>
  );
}
