import { addDays, formatInstant, todayInAthens } from '@glentia/core';
import { BellOff, CheckCheck, RefreshCw, Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { currentIntlLocale, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router/index.ts';
import { useNotifications } from '../api/get-notifications.ts';
import {
  useClearNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/update-notifications.ts';
import { groupNotificationsByDay } from '../group-by-day.ts';
import { NotificationItem } from './notification-item.tsx';
import { PushPrompt } from './push-prompt.tsx';

/** /notifications (SPEC §2): by day, newest first; swipe to read or delete; clear all; refresh; settings. */
export function NotificationsScreen() {
  const { t, i18n } = useTranslation('notifications');
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const markAll = useMarkAllNotificationsRead();
  const clear = useClearNotifications();
  const locale = currentIntlLocale();
  const today = todayInAthens();
  const yesterday = addDays(today, -1);
  const timeOf = (instant: string) =>
    formatInstant(instant, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const list = query.data ?? [];
  const days = groupNotificationsByDay(list);
  const hasUnread = list.some((notification) => !notification.read);

  const dayTitle = (date: string) =>
    date === today ? t('today') : date === yesterday ? t('yesterday') : formatLongDate(date, locale);

  const [askingClear, setAskingClear] = useState(false);

  return (
    <div className="mx-auto max-w-xl space-y-4 py-4" lang={i18n.language}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <div className="flex items-center">
          <button
            type="button"
            onClick={() => void query.refetch()}
            aria-label={t('refresh')}
            title={t('refresh')}
            className={buttonClass({ variant: 'ghost', size: 'icon' })}
          >
            <RefreshCw aria-hidden="true" className={query.isFetching ? 'size-5 animate-spin' : 'size-5'} />
          </button>
          <Link
            to="/settings/notifications"
            aria-label={t('settings')}
            title={t('settings')}
            className={buttonClass({ variant: 'ghost', size: 'icon' })}
          >
            <Settings aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>

      <PushPrompt />
      <ConfirmDialog
        open={askingClear}
        danger
        title={t('clearConfirm')}
        message=""
        confirmLabel={t('clearConfirmButton')}
        cancelLabel={t('clearBack')}
        onCancel={() => setAskingClear(false)}
        onConfirm={() => {
          setAskingClear(false);
          clear.mutate();
        }}
      />

      {list.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={!hasUnread}
            className={buttonClass({ variant: 'secondary', className: 'flex-1 whitespace-nowrap' })}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('markAllRead')}
          </button>
          <button
            type="button"
            onClick={() => setAskingClear(true)}
            className={buttonClass({ variant: 'secondary', className: 'flex-1 whitespace-nowrap' })}
            data-testid="clear-all"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('clearAll')}
          </button>
        </div>
      )}

      {query.isPending && (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} rounded="2xl" className="h-20" />
          ))}
        </div>
      )}

      {query.isError && !query.data && (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-surface p-4 text-center">
          <p className="font-semibold">{t('error')}</p>
          <p className="mt-1 text-sm text-muted">{describeError(query.error)}</p>
        </div>
      )}

      {query.isSuccess && list.length === 0 && (
        <section className="flex flex-col items-center rounded-3xl border border-dashed border-border bg-surface px-6 py-10 text-center">
          <BellOff aria-hidden="true" className="size-10 text-muted" />
          <h2 className="mt-3 text-lg font-bold">{t('emptyTitle')}</h2>
          <p className="mt-1 max-w-sm text-sm text-muted">{t('emptyMessage')}</p>
        </section>
      )}

      {days.length > 0 && <p className="text-sm text-muted">{t('swipeHint')}</p>}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h2
            id={`day-${day.date}`}
            className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase"
          >
            {dayTitle(day.date)}
          </h2>
          <ul className="space-y-2">
            {day.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                time={timeOf(notification.createdAt)}
                onRead={(id) => markRead.mutate(id)}
                onDelete={(id) => remove.mutate(id)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
