import { type TNotification, todayInAthens } from '@glentia/core';

export interface NotificationDay {
  /** The Crete date, YYYY-MM-DD. */
  date: string;
  notifications: TNotification[];
}

/** The Crete date of an instant. */
export function athensDay(instant: string | Date): string {
  return todayInAthens(typeof instant === 'string' ? new Date(instant) : instant);
}

/** SPEC §2: grouped by day, newest first (days and, inside each day, notifications). */
export function groupNotificationsByDay(list: readonly TNotification[]): NotificationDay[] {
  const sorted = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const days: NotificationDay[] = [];
  for (const notification of sorted) {
    const date = athensDay(notification.createdAt);
    const last = days.at(-1);
    if (last?.date === date) last.notifications.push(notification);
    else days.push({ date, notifications: [notification] });
  }
  return days;
}
