import type { notifications as el } from '../el/notifications.ts';
import type { TranslationShape } from '../types.ts';

export const notifications: TranslationShape<typeof el> = {
  title: 'Notifications',
  refresh: 'Refresh',
  clearAll: 'Delete all',
  clearConfirm: 'Delete all notifications?',
  clearConfirmButton: 'Delete all',
  clearBack: 'Back',
  markAllRead: 'Mark all read',
  settings: 'Notification settings',
  swipeHint: 'Swipe right to mark read, left to delete.',
  unread: 'New',
  markRead: 'Mark as read',
  delete: 'Delete',
  today: 'Today',
  yesterday: 'Yesterday',
  emptyTitle: 'No notifications',
  emptyMessage: 'Follow venues and artists, or add glentia to your favourites, to hear their news.',
  error: 'Your notifications did not load.',
  push: {
    title: 'Notifications on this device',
    message: 'Hear at once about new glentia of your favourites and about changes.',
    enable: 'Turn on',
    blocked: 'Notifications are blocked in your browser settings.',
    failed: 'Notifications could not be turned on.',
  },
  update: {
    message: 'The page was updated',
    refresh: 'Refresh',
  },
  reminder: {
    body: 'The glenti is starting! Have fun.',
    open: 'Open',
    dismiss: 'Dismiss',
  },
};
