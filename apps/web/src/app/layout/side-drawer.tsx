import { lazy, Suspense } from 'react';
import { Sheet } from '../../components/ui/sheet.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { BrandMark } from './brand-mark.tsx';
import { useDrawerGreeting } from './use-drawer-greeting.ts';

let menuCode: Promise<{ default: typeof import('./drawer-menu.tsx').DrawerMenu }> | null = null;

/**
 * The menu's code, asked for once. The server, drawing a wide window's page, waits for it before
 * its last pass, so the menu beside the page is drawn with it.
 */
export function loadDrawerMenu() {
  menuCode ??= import('./drawer-menu.tsx').then(({ DrawerMenu }) => ({ default: DrawerMenu }));
  return menuCode;
}

/** The menu's contents, loaded when it first shows. */
const DrawerMenu = lazy(loadDrawerMenu);

interface SideDrawerProps {
  id: string;
  open: boolean;
  /** Below 1024 px the drawer slides over the page as a dialog; from 1024 px it stays beside it. */
  modal: boolean;
  onClose: () => void;
}

/** The side menu of SPEC §2 Layout. */
export function SideDrawer({ id, open, modal, onClose }: SideDrawerProps) {
  const titleId = `${id}-title`;
  if (modal) return <MenuSheet id={id} open={open} onClose={onClose} />;
  // Beside the page (a wide window, a tablet turned sideways) it is simply there.
  return (
    <div
      id={id}
      // The whole drawer scrolls as one: its links come first, and nothing is pinned over them.
      // Only a wide window shows it (a desktop's drawing, until a narrow window's app takes over).
      className="fixed inset-y-0 left-0 z-40 hidden w-[300px] lg:flex max-w-[85vw] flex-col overflow-y-auto overscroll-contain border-r border-border bg-surface pt-safe pb-safe"
    >
      <Suspense fallback={null}>
        <DrawerMenu titleId={titleId} modal={false} onClose={onClose} />
      </Suspense>
    </div>
  );
}

/**
 * Over the page the menu is the shared Sheet from the left edge: modal, focus kept inside and on
 * its close button first, Escape or a tap outside closes it, and the focus goes back to the menu
 * button. A phone's closed menu draws nothing, so a first visit never downloads its code.
 */
function MenuSheet({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const greeting = useDrawerGreeting();
  return (
    <Sheet
      side="left"
      open={open}
      onClose={onClose}
      title={greeting}
      description={t('drawer.welcome')}
      icon={<BrandMark className="size-11" />}
      closeLabel={t('header.closeMenu')}
      headerClassName="px-5 pt-5 pb-4"
      bodyClassName="flex flex-col"
    >
      <div id={id} className="flex flex-1 flex-col">
        <Suspense fallback={null}>
          <DrawerMenu titleId={`${id}-title`} modal onClose={onClose} />
        </Suspense>
      </div>
    </Sheet>
  );
}
