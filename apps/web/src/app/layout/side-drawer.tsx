import { isAdmin, isCompleteUser, isPartner } from '@glentia/core';
import {
  CircleQuestionMark,
  ClipboardCheck,
  Heart,
  House,
  Images,
  ListMusic,
  LogIn,
  LogOut,
  Map as MapIcon,
  Megaphone,
  Mic,
  Plus,
  Search,
  Settings,
  Store,
  Users,
  X,
} from 'lucide-react';
import { type ComponentType, type ReactNode, type SVGProps, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button.ts';
import { env } from '../../config/env.ts';
import { useReviewCount } from '../../features/admin/api/get-review-count.ts';
import { logout } from '../../features/auth/api/logout.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { callerFromToken } from '../../lib/jwt.ts';
import { Link, useLocation } from '../../lib/router/index.ts';
import { useSession } from '../../stores/session.ts';
import { BrandMark } from './brand-mark.tsx';
import { isCurrentPath } from './nav-items.ts';
import { StoreBadges } from './store-badges.tsx';

interface SideDrawerProps {
  id: string;
  open: boolean;
  /** Below 1024 px the drawer slides over the page as a dialog; from 1024 px it stays beside it. */
  modal: boolean;
  onClose: () => void;
}

/** The side menu of SPEC §2 Layout. */
export function SideDrawer({ id, open, modal, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const jwt = useSession((state) => state.jwt);
  const caller = callerFromToken(jwt);
  const member = isCompleteUser(caller);
  const admin = isAdmin(caller);
  const waiting = useReviewCount(admin);
  const visible = open || !modal;
  const titleId = `${id}-title`;
  // A phone's closed menu is an empty panel until it is first opened: a first visit then adopts
  // and restyles some 80 fewer elements (its links, icons and store badges). Once opened it stays
  // drawn, so that it can slide closed.
  const [opened, setOpened] = useState(visible);
  useEffect(() => {
    if (visible) setOpened(true);
  }, [visible]);
  const drawn = visible || opened;

  useEffect(() => {
    if (!modal || !open) return;
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = overflow;
    };
  }, [modal, open, onClose]);

  const closeOnNavigate = modal ? onClose : undefined;

  return (
    <>
      {modal && (
        <div
          aria-hidden="true"
          onClick={onClose}
          className={cn(
            'fixed inset-0 z-40 bg-black/45 backdrop-blur-[2px] transition-opacity duration-200',
            open ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        />
      )}
      <div
        id={id}
        ref={panelRef}
        {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
        inert={!visible}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-[300px] max-w-[85vw] flex-col border-r border-border bg-surface pt-safe pb-safe',
          visible ? 'visible translate-x-0' : 'invisible -translate-x-full',
          // Over the page it slides: shown at once when opening, so that its close button can take
          // the focus, and hidden only once it has slid away when closing. Beside the page (a wide
          // window, a tablet turned sideways) it is simply there.
          modal && 'shadow-raised duration-200 ease-out',
          modal && (visible ? 'transition-transform' : 'transition-[transform,visibility]'),
        )}
      >
        {drawn && (
          <>
            <div className="flex items-start gap-3 px-5 pt-5 pb-4">
              <BrandMark className="size-11" />
              <div className="min-w-0 flex-1">
                <h2 id={titleId} className="text-lg leading-tight font-bold">
                  {member && caller?.username
                    ? t('drawer.greetingUser', { name: caller.username })
                    : t('drawer.greetingGuest')}
                </h2>
                <p className="mt-0.5 text-sm text-muted">{t('drawer.welcome')}</p>
              </div>
              {modal && (
                <button
                  type="button"
                  data-autofocus
                  onClick={onClose}
                  aria-label={t('header.closeMenu')}
                  className={buttonClass({ variant: 'ghost', size: 'icon', className: '-mt-2 -mr-2' })}
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              )}
            </div>

            <nav aria-label={t('drawer.label')} className="flex-1 overflow-y-auto px-3">
              <ul className="space-y-0.5">
                <DrawerLink to="/" matches={['/', '/home']} icon={House} onNavigate={closeOnNavigate}>
                  {t('drawer.home')}
                </DrawerLink>
                {!modal && (
                  // Wide screens have no bottom bar: its search and add links live here instead.
                  <>
                    <DrawerLink
                      to="/glentia"
                      matches={['/glentia', '/glentia/', '/events']}
                      icon={Search}
                      onNavigate={undefined}
                    >
                      {t('nav.search')}
                    </DrawerLink>
                    <DrawerLink to="/glenti/edit" matches={['/glenti/']} icon={Plus} onNavigate={undefined}>
                      {t('drawer.add')}
                    </DrawerLink>
                  </>
                )}
                <DrawerLink to="/favorites" icon={Heart} onNavigate={closeOnNavigate}>
                  {t('drawer.favorites')}
                </DrawerLink>
                <DrawerLink to="/maps" icon={MapIcon} onNavigate={closeOnNavigate}>
                  {t('drawer.maps')}
                </DrawerLink>
              </ul>

              {member && (
                <>
                  <h3 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-muted">
                    {t('drawer.manage')}
                  </h3>
                  <ul className="space-y-0.5">
                    <DrawerLink to="/uploaded" icon={ListMusic} onNavigate={closeOnNavigate}>
                      {t('drawer.myGlentia')}
                    </DrawerLink>
                    {isPartner(caller) && (
                      <DrawerLink to="/partner" icon={Store} onNavigate={closeOnNavigate}>
                        {t('drawer.partner')}
                      </DrawerLink>
                    )}
                  </ul>
                </>
              )}
              {admin && (
                <>
                  <h3 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-muted">
                    {t('drawer.admin')}
                  </h3>
                  <ul className="space-y-0.5" data-testid="drawer-admin">
                    <DrawerLink
                      to="/unpublished"
                      icon={ClipboardCheck}
                      onNavigate={closeOnNavigate}
                      badge={
                        waiting.total > 0 ? (
                          <span
                            data-testid="review-count"
                            className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-1.5 py-0.5 text-xs font-bold text-danger-foreground tabular-nums"
                          >
                            <span aria-hidden="true">{waiting.total > 99 ? '99+' : waiting.total}</span>
                            <span className="sr-only">
                              :{' '}
                              {[
                                waiting.events > 0 && t('drawer.waiting', { count: waiting.events }),
                                waiting.series > 0 && t('drawer.waitingSeries', { count: waiting.series }),
                              ]
                                .filter(Boolean)
                                .join(', ')}
                            </span>
                          </span>
                        ) : null
                      }
                    >
                      {t('drawer.unpublished')}
                    </DrawerLink>
                    <DrawerLink to="/users" icon={Users} onNavigate={closeOnNavigate}>
                      {t('drawer.users')}
                    </DrawerLink>
                    <DrawerLink to="/admin/locations" icon={Store} onNavigate={closeOnNavigate}>
                      {t('drawer.venues')}
                    </DrawerLink>
                    <DrawerLink to="/admin/artists" icon={Mic} onNavigate={closeOnNavigate}>
                      {t('drawer.artists')}
                    </DrawerLink>
                    <DrawerLink to="/instagram" icon={Images} onNavigate={closeOnNavigate}>
                      {t('drawer.instagram')}
                    </DrawerLink>
                    <DrawerLink to="/admin/ads" icon={Megaphone} onNavigate={closeOnNavigate}>
                      {t('drawer.ads')}
                    </DrawerLink>
                  </ul>
                </>
              )}

              <hr className="my-4 border-border" />
              <ul className="space-y-0.5">
                <DrawerLink
                  to="/settings"
                  matches={['/settings', '/settings/']}
                  icon={Settings}
                  onNavigate={closeOnNavigate}
                >
                  {t('drawer.settings')}
                </DrawerLink>
                <DrawerLink to="/help" icon={CircleQuestionMark} onNavigate={closeOnNavigate}>
                  {t('drawer.help')}
                </DrawerLink>
                {caller ? (
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        void logout();
                        closeOnNavigate?.();
                      }}
                      className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-medium text-foreground hover:bg-surface-muted"
                    >
                      <LogOut aria-hidden="true" className="size-5 text-muted" />
                      {t('drawer.logout')}
                    </button>
                  </li>
                ) : (
                  <DrawerLink to="/login" icon={LogIn} onNavigate={closeOnNavigate}>
                    {t('drawer.login')}
                  </DrawerLink>
                )}
              </ul>
            </nav>

            <footer className="space-y-3 border-t border-border px-5 py-4 text-sm">
              <StoreBadges />
              <p className="text-xs text-muted">{t('drawer.version', { version: env.appVersion })}</p>
            </footer>
          </>
        )}
      </div>
    </>
  );
}

interface DrawerLinkProps {
  to: string;
  matches?: readonly string[];
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  onNavigate: (() => void) | undefined;
  children: ReactNode;
  /** A count at the end of the row (the red badge of events waiting for review). */
  badge?: ReactNode;
}

function DrawerLink({ to, matches = [to], icon: Icon, onNavigate, children, badge }: DrawerLinkProps) {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, matches);
  return (
    <li>
      <Link
        to={to}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium transition-colors',
          current ? 'bg-primary-soft text-primary-soft-foreground' : 'text-foreground hover:bg-surface-muted',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn('size-5', current ? 'text-primary-soft-foreground' : 'text-muted')}
        />
        {children}
        {badge}
      </Link>
    </li>
  );
}
