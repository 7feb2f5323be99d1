import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from '../../lib/router/index.ts';
import { useLoginGate } from '../../lib/use-login-gate.ts';
import { BOTTOM_NAV_ITEMS, isCurrentPath } from './nav-items.ts';

/**
 * The bar at the bottom of every screen, above the phone's home indicator. From 1024 px the drawer
 * stays open beside the page and carries the same links, so the bar hides: one navigation at a time.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loginGate = useLoginGate();
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-safe backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5 px-1">
        {BOTTOM_NAV_ITEMS.map((item) => {
          const current = isCurrentPath(pathname, item.matches);
          const Icon = item.icon;
          const isAdd = item.label === 'add';
          return (
            <li key={item.to} className="flex justify-center">
              <Link
                to={item.to}
                onClick={(event) => {
                  // SPEC §2: add and map open the login sheet for logged-out visitors, remembering the way.
                  if (item.needsLogin && !loginGate(item.to)) event.preventDefault();
                }}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'group flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-xl text-[0.7rem] font-medium transition-colors',
                  current ? 'text-primary' : 'text-muted hover:text-foreground',
                )}
              >
                {isAdd ? (
                  <span className="-mt-5 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-raised ring-4 ring-background transition-transform group-active:scale-95">
                    <Icon aria-hidden="true" className="size-6" strokeWidth={2.5} />
                  </span>
                ) : (
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      current && 'bg-primary-soft',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={current ? 2.4 : 2} />
                  </span>
                )}
                <span>{t(`nav.${item.label}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
