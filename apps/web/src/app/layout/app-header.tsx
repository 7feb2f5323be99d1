import { ArrowLeft, Bell, Menu } from 'lucide-react';
import type { Ref } from 'react';
import { buttonClass } from '../../components/ui/button.ts';
import { useInitialize } from '../../features/home/api/get-initialize.ts';
import { useHasUnreadNotifications } from '../../features/notifications/api/get-notifications.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useCanGoBack, useNavigate } from '../../lib/router/index.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { useRouteHandle } from '../route-handle.ts';
import { BrandMark } from './brand-mark.tsx';
import { LanguageToggle } from './language-toggle.tsx';

interface AppHeaderProps {
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/**
 * Top bar (SPEC §2 Layout): menu button on top-level screens or back button on inner ones, the
 * screen title once the page is scrolled past 50 px, the language switch and the notifications bell.
 */
export function AppHeader({ drawerId, drawerOpen, onOpenDrawer, menuButtonRef }: AppHeaderProps) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const scrolled = useScrolledPast(50, 100);
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  // The start data is loaded on every screen; it also brings the notifications for the bell.
  useInitialize();
  const unread = useHasUnreadNotifications();
  // Screens say when they are top-level; an inner screen (no `top`) gets the back button.
  const isTop = handle ? handle.top === true : true;
  const title = handle && handle.title !== 'home' ? t(`routes.${handle.title}`) : t('appName');

  const goBack = () => {
    // Opened straight from a link there is no page to go back to inside Glentia: go home instead.
    if (canGoBack() && window.history.length > 1) navigate(-1);
    else navigate('/');
  };

  return (
    <header
      className={cn(
        'sticky top-0 z-30 pt-safe transition-[background-color,box-shadow,border-color] duration-200',
        scrolled
          ? 'border-b border-border bg-surface/95 shadow-card backdrop-blur-md'
          : 'border-b border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-14 max-w-4xl items-center gap-1 px-2 lg:max-w-6xl lg:px-6">
        {isTop ? (
          <button
            type="button"
            ref={menuButtonRef}
            onClick={onOpenDrawer}
            aria-label={t('header.openMenu')}
            aria-controls={drawerId}
            aria-expanded={drawerOpen}
            className={buttonClass({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        ) : (
          <button
            type="button"
            onClick={goBack}
            aria-label={t('header.back')}
            className={buttonClass({ variant: 'ghost', size: 'icon' })}
          >
            <ArrowLeft aria-hidden="true" className="size-6" />
          </button>
        )}

        <div className="relative flex h-full min-w-0 flex-1 items-center">
          <Link
            to="/"
            aria-hidden={scrolled}
            tabIndex={scrolled ? -1 : 0}
            className={cn(
              'flex min-h-11 items-center gap-2 rounded-full pr-2 transition-opacity duration-200 lg:hidden',
              scrolled && 'pointer-events-none opacity-0',
            )}
          >
            <BrandMark className="size-8" />
            <span className="text-lg font-bold tracking-tight">{t('appName')}</span>
          </Link>
          <p
            aria-hidden={!scrolled}
            className={cn(
              'absolute inset-0 flex items-center truncate px-1 text-base font-semibold transition-all duration-200',
              scrolled ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-1 opacity-0',
            )}
          >
            <span className="truncate">{title}</span>
          </p>
        </div>

        <LanguageToggle />
        <Link
          to="/notifications"
          aria-label={unread ? t('header.notificationsUnread') : t('header.notifications')}
          className={buttonClass({ variant: 'ghost', size: 'icon', className: 'relative' })}
        >
          <Bell aria-hidden="true" className="size-6" />
          {unread && (
            <span
              data-testid="notifications-unread"
              className="absolute top-2.5 right-2.5 size-2.5 rounded-full bg-accent ring-2 ring-background"
            />
          )}
        </Link>
      </div>
    </header>
  );
}
