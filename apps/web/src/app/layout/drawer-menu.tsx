import { can, isCompleteUser } from '@glentia/core';
import {
  BadgeCheck,
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
  Mic2,
  Plus,
  Rss,
  Search,
  Settings,
  Store,
  Users,
} from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { env } from '../../config/env.ts';
import { useReviewCount } from '../../features/admin/api/get-review-count.ts';
import { logout } from '../../features/auth/api/logout.ts';
import { Can, useActor } from '../../lib/authorization.tsx';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from '../../lib/router/index.ts';
import { BrandMark } from './brand-mark.tsx';
import { isCurrentPath } from './nav-items.ts';
import { StoreBadges } from './store-badges.tsx';
import { useDrawerGreeting } from './use-drawer-greeting.ts';

interface DrawerMenuProps {
  titleId: string;
  /** Over the page (a phone) the menu is a Sheet, which draws its greeting and close button. */
  modal: boolean;
  onClose: () => void;
}

/**
 * What the side menu holds (SPEC §2 Layout): the greeting, the links for who is signed in and the
 * store badges. Its code loads when the menu first opens, as a first visit never needs it.
 */
export function DrawerMenu({ titleId, modal, onClose }: DrawerMenuProps) {
  const { t } = useTranslation();
  const actor = useActor();
  const member = isCompleteUser(actor);
  const admin = can(actor, 'open', 'adminArea');
  const waiting = useReviewCount(admin);
  const greeting = useDrawerGreeting();
  const closeOnNavigate = modal ? onClose : undefined;

  return (
    <>
      {!modal && (
        <div className="flex items-start gap-3 px-5 pt-4 pb-3">
          <BrandMark className="size-11" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-tight font-bold">
              {greeting}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{t('drawer.welcome')}</p>
          </div>
        </div>
      )}

      {/* A column: the settings come last, at its foot, so the sections a signed-in person gets
          (in when their session is, after the page is on screen) fill the room above them and move
          nothing already drawn. */}
      <nav aria-label={t('drawer.label')} className="flex flex-1 flex-col px-3">
        <ul className="space-y-0.5 lg:space-y-0">
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
            <h3 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-muted lg:mt-3">
              {t('drawer.manage')}
            </h3>
            <ul className="space-y-0.5 lg:space-y-0">
              <DrawerLink to="/uploaded" icon={ListMusic} onNavigate={closeOnNavigate}>
                {t('drawer.myGlentia')}
              </DrawerLink>
              <Can do="view" on="partnerOverview">
                <DrawerLink to="/partner" icon={Store} onNavigate={closeOnNavigate}>
                  {t('drawer.partner')}
                </DrawerLink>
              </Can>
              <Can do="view" on="artistOverview">
                <DrawerLink to="/artist" icon={Mic2} onNavigate={closeOnNavigate}>
                  {t('drawer.artistAccount')}
                </DrawerLink>
              </Can>
            </ul>
          </>
        )}
        {admin && (
          <>
            <h3 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wide text-muted lg:mt-3">
              {t('drawer.admin')}
            </h3>
            <ul className="space-y-0.5 lg:space-y-0" data-testid="drawer-admin">
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
              <DrawerLink to="/admin/claims" icon={BadgeCheck} onNavigate={closeOnNavigate}>
                {t('drawer.claims')}
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
              <DrawerLink to="/admin/sources" icon={Rss} onNavigate={closeOnNavigate}>
                {t('drawer.sources')}
              </DrawerLink>
            </ul>
          </>
        )}

        <div className="mt-auto">
          <hr className="my-4 border-border lg:my-2" />
          <ul className="space-y-0.5 lg:space-y-0">
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
            {actor ? (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    void logout();
                    closeOnNavigate?.();
                  }}
                  className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-medium text-foreground hover:bg-surface-muted lg:min-h-9 lg:pointer-fine:min-h-8"
                >
                  <LogOut aria-hidden="true" className="size-5 text-muted" />
                  {t('drawer.logout')}
                </button>
              </li>
            ) : (
              <DrawerLink to="/login" icon={LogIn} onNavigate={closeOnNavigate} signedOutOnly>
                {t('drawer.login')}
              </DrawerLink>
            )}
          </ul>
        </div>
      </nav>

      <footer className="space-y-3 border-t border-border px-5 py-4 text-sm">
        <StoreBadges />
        <p className="text-xs text-muted">{t('drawer.version', { version: env.appVersion })}</p>
      </footer>
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
  /** A link for the signed-out only: its row stays empty while this device's session is a signed-in one (index.css). */
  signedOutOnly?: boolean;
}

function DrawerLink({
  to,
  matches = [to],
  icon: Icon,
  onNavigate,
  children,
  badge,
  signedOutOnly,
}: DrawerLinkProps) {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, matches);
  return (
    <li data-signed-out-only={signedOutOnly ? '' : undefined}>
      <Link
        to={to}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={cn(
          // A pointer needs less room than a finger: on a wide screen with a mouse an admin's links,
          // packed without gaps, fit 800 px with a row to spare (a partner's or an artist's), so their
          // arrival with the session never pushes the settings at the menu's foot.
          'flex min-h-12 items-center gap-3 rounded-xl px-3 font-medium transition-colors lg:min-h-9 lg:pointer-fine:min-h-8',
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
