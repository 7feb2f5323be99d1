import { lazy, Suspense, useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** The menu's contents, loaded when it first shows. */
const DrawerMenu = lazy(() =>
  import('./drawer-menu.tsx').then(({ DrawerMenu }) => ({ default: DrawerMenu })),
);

interface SideDrawerProps {
  id: string;
  open: boolean;
  /** Below 1024 px the drawer slides over the page as a dialog; from 1024 px it stays beside it. */
  modal: boolean;
  onClose: () => void;
}

/** The side menu of SPEC §2 Layout. */
export function SideDrawer({ id, open, modal, onClose }: SideDrawerProps) {
  const visible = open || !modal;
  const titleId = `${id}-title`;
  // A phone's closed menu is an empty panel until it is first opened: a first visit then neither
  // downloads its code nor adopts and restyles some 80 elements (its links, icons and store
  // badges). Once opened it stays drawn, so that it can slide closed.
  const [opened, setOpened] = useState(visible);
  useEffect(() => {
    if (visible) setOpened(true);
  }, [visible]);
  const drawn = visible || opened;

  useEffect(() => {
    if (!modal || !open) return;
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
        {...(modal ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
        inert={!visible}
        className={cn(
          // The whole drawer scrolls as one: its links come first, and nothing is pinned over them.
          'fixed inset-y-0 left-0 z-40 flex w-[300px] max-w-[85vw] flex-col overflow-y-auto overscroll-contain border-r border-border bg-surface pt-safe pb-safe',
          visible ? 'visible translate-x-0' : 'invisible -translate-x-full',
          // Over the page it slides: shown at once when opening, so that its close button can take
          // the focus, and hidden only once it has slid away when closing. Beside the page (a wide
          // window, a tablet turned sideways) it is simply there.
          modal && 'shadow-raised duration-200 ease-out',
          modal && (visible ? 'transition-transform' : 'transition-[transform,visibility]'),
        )}
      >
        <Suspense fallback={null}>
          {drawn && <DrawerMenu titleId={titleId} open={open} modal={modal} onClose={onClose} />}
        </Suspense>
      </div>
    </>
  );
}
