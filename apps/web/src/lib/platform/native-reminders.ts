/** The reminders' port on the phone: @capacitor/local-notifications. Loaded only inside the apps. */

import { LocalNotifications } from '@capacitor/local-notifications';
import type { TEvent } from '@glentia/core';
import {
  REMINDER_ACTION_TYPE,
  REMINDER_OPEN_ACTION,
  type ReminderPermission,
  type ReminderPort,
  type ReminderTexts,
  scheduleReminder,
} from './reminders.ts';

function asPermission(value: string): ReminderPermission {
  if (value === 'granted' || value === 'denied') return value;
  return 'prompt';
}

export const localNotificationsPort: ReminderPort = {
  async checkPermission() {
    return asPermission((await LocalNotifications.checkPermissions()).display);
  },
  async requestPermission() {
    return asPermission((await LocalNotifications.requestPermissions()).display);
  },
  async pendingIds() {
    return (await LocalNotifications.getPending()).notifications.map((notification) => notification.id);
  },
  async registerActions(texts: ReminderTexts) {
    await LocalNotifications.registerActionTypes({
      types: [
        {
          id: REMINDER_ACTION_TYPE,
          actions: [
            { id: REMINDER_OPEN_ACTION, title: texts.open, foreground: true },
            { id: 'dismiss', title: texts.dismiss, destructive: true },
          ],
        },
      ],
    });
  },
  async schedule(reminder) {
    await LocalNotifications.schedule({
      notifications: [
        {
          id: reminder.id,
          title: reminder.title,
          body: reminder.body,
          actionTypeId: reminder.actionTypeId,
          extra: reminder.extra,
          schedule: { at: reminder.at, repeats: false, allowWhileIdle: true },
        },
      ],
    });
  },
};

export function scheduleNativeReminder(event: TEvent, texts: ReminderTexts) {
  return scheduleReminder(localNotificationsPort, event, { texts });
}
