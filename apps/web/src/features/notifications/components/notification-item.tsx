import type { TNotification } from '@glentia/core';
import { Check, Trash2 } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { greekLangOf } from '../../../lib/display-name.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { SWIPE_FIRE_DELAY_MS, type SwipeAction, swipeAction } from '../swipe.ts';

interface NotificationItemProps {
  notification: TNotification;
  time: string;
  onRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/**
 * One notification: swipe right to mark it read, left to delete it (SPEC §2); the two buttons do
 * the same for keyboards and screen readers. Tapping it opens what it is about.
 */
export function NotificationItem({ notification, time, onRead, onDelete }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);
  const [leaving, setLeaving] = useState<SwipeAction | null>(null);
  const dragged = useRef(false);

  const fire = (action: SwipeAction) => {
    setLeaving(action);
    setDx(action === 'read' ? 96 : -window.innerWidth);
    window.setTimeout(() => {
      if (action === 'read') {
        onRead(notification.id);
        setLeaving(null);
        setDx(0);
      } else {
        onDelete(notification.id);
      }
    }, SWIPE_FIRE_DELAY_MS);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (leaving || event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const moveX = event.clientX - from.x;
    const moveY = event.clientY - from.y;
    if (!dragged.current && Math.abs(moveX) > 8 && Math.abs(moveX) > Math.abs(moveY)) {
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (dragged.current) setDx(moveX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || !dragged.current) return;
    const action = swipeAction(event.clientX - from.x, event.clientY - from.y);
    if (action) fire(action);
    else setDx(0);
  };

  const open = () => {
    if (dragged.current) return;
    if (!notification.read) onRead(notification.id);
    if (notification.data.url) navigate(notification.data.url);
  };

  return (
    <li
      className="relative overflow-hidden rounded-2xl"
      data-testid="notification"
      data-read={notification.read}
      data-id={notification.id}
    >
      <div aria-hidden="true" className="absolute inset-0 flex items-center justify-between px-5">
        <span className={cn('flex items-center gap-2 font-semibold text-primary', dx <= 0 && 'invisible')}>
          <Check className="size-5" /> {t('markRead')}
        </span>
        <span className={cn('flex items-center gap-2 font-semibold text-danger', dx >= 0 && 'invisible')}>
          {t('delete')} <Trash2 className="size-5" />
        </span>
      </div>
      <div
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={{ transform: `translateX(${dx}px)` }}
        className={cn(
          'relative flex touch-pan-y items-start gap-3 border border-border bg-surface p-3 shadow-card select-none',
          'rounded-2xl',
          (leaving || dx === 0) && 'transition-transform duration-200 ease-out',
        )}
      >
        <button
          type="button"
          onClick={open}
          className="flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-xl text-left"
        >
          {notification.image ? (
            <img
              src={notification.image}
              alt=""
              className="size-12 shrink-0 rounded-xl object-cover"
              loading="lazy"
            />
          ) : null}
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-2">
              {!notification.read && (
                <span className="size-2.5 shrink-0 rounded-full bg-accent">
                  <span className="sr-only">{t('unread')}</span>
                </span>
              )}
              {/* One kept from before the reader switched to English is still in Greek. */}
              <span
                lang={greekLangOf(notification.title, i18n.resolvedLanguage)}
                className={cn('truncate', notification.read ? 'font-medium' : 'font-bold')}
              >
                {notification.title}
              </span>
            </span>
            {notification.body && (
              <span
                lang={greekLangOf(notification.body, i18n.resolvedLanguage)}
                className="mt-0.5 line-clamp-2 block text-sm text-muted"
              >
                {notification.body}
              </span>
            )}
            <time dateTime={notification.createdAt} className="mt-1 block text-xs text-muted">
              {time}
            </time>
          </span>
        </button>
        <div className="flex shrink-0 flex-col">
          {!notification.read && (
            <button
              type="button"
              onClick={() => onRead(notification.id)}
              aria-label={t('markRead')}
              className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-muted"
            >
              <Check aria-hidden="true" className="size-5" />
            </button>
          )}
          <button
            type="button"
            onClick={() => fire('delete')}
            aria-label={t('delete')}
            className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
