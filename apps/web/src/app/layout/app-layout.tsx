import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { OfflineAlert } from '../../components/ui/offline-alert.tsx';
import { EventSheetHost } from '../../features/events/components/event-sheet-host.tsx';
import { OfflineBanner } from '../../features/offline/components/offline-banner.tsx';
import { useLanguageSync } from '../../features/settings/hooks/use-language-sync.ts';
import { drawnWide, PageAdopted } from '../../lib/drawing.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useItemTitleStore } from '../../lib/item-title.ts';
import { Outlet, ScrollRestoration } from '../../lib/router/index.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { documentTitle } from '../document-title.ts';
import { useRouteHandle } from '../route-handle.ts';
import { EngageStartup } from '../startup/engage-startup.tsx';
import { AppHeader } from './app-header.tsx';
import { AppOverlays } from './app-overlays.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { ChatSupportButton } from './chat-support-button.tsx';
import { InAppBrowserGate } from './in-app-browser-gate.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SideDrawer } from './side-drawer.tsx';
import { useSwipeNavigation } from './use-swipe-navigation.ts';

const DRAWER_ID = 'app-drawer';
/** SPEC §9: the drawer stays open beside the page from 1024 px (breakpoint 1023). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Every screen's frame: header, side drawer, the screen itself and the bottom navigation. */
export function AppLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A page the server drew for a desktop has the menu beside it: the app adopts it so.
  const isDesktop = useMediaQuery(DESKTOP_QUERY, drawnWide());
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const modalOpen = drawerOpen && !isDesktop;
  useSwipeNavigation(!modalOpen);

  // The focus goes back to the menu button, which can take it only once the page behind the menu
  // is no longer inert: the closing is drawn first.
  const closeDrawer = useCallback(() => {
    flushSync(() => setDrawerOpen(false));
    menuButtonRef.current?.focus();
  }, []);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <SideDrawer id={DRAWER_ID} open={drawerOpen} modal={!isDesktop} onClose={closeDrawer} />
      <div inert={modalOpen} className="lg:pl-[300px]">
        <AppHeader
          drawerId={DRAWER_ID}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          menuButtonRef={menuButtonRef}
        />
        <OfflineBanner />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-4xl px-safe pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none lg:max-w-6xl lg:px-8 lg:pb-12"
        >
          <EventSheetHost>
            {/* The page is adopted after the frame around it, in a turn of its own. */}
            <Suspense fallback={null}>
              <Outlet />
              <PageAdopted />
            </Suspense>
          </EventSheetHost>
        </main>
        <BottomNav />
        <InAppBrowserGate />
      </div>
      <AppOverlays />
      <ScrollRestoration />
      <OfflineAlert />
      <ChatSupportButton />
      <EngageStartup />
      <LanguageSync />
      <DocumentTitle />
    </div>
  );
}

/**
 * Keeps the server told of the interface language. A part of its own: what it follows (the
 * session, a new device id) draws only it again, not the frame around the page, which would make
 * React adopt a page it is still adopting in one piece.
 */
function LanguageSync(): null {
  useLanguageSync();
  return null;
}

/**
 * "Screen · Γλέντια" in the browser tab, in the interface language; an item's own name where a
 * screen gives one. A part of its own, as LanguageSync: an item's name arrives while the page is
 * being adopted, and a change of a store draws its reader again at once, in one piece. Drawn
 * here, that is this part alone rather than the whole frame and the page inside it.
 */
function DocumentTitle(): null {
  // Drawn again when the language changes.
  useTranslation();
  const title = documentTitle(
    useRouteHandle(),
    useItemTitleStore((state) => state.title),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
