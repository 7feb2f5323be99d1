import type { TEvent } from '@glentia/core';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { isNativePlatform } from '../../../lib/platform/detect.ts';

/**
 * SPEC §4: after saving a favourite on a phone app, a local reminder is set for the event's start.
 * On the web this does nothing, and the native code is never downloaded.
 */
export function useFavoriteReminder() {
  const { t } = useTranslation('notifications');
  const body = t('reminder.body');
  const open = t('reminder.open');
  const dismiss = t('reminder.dismiss');
  return useCallback(
    (event: TEvent) => {
      if (!isNativePlatform()) return;
      void import('../../../lib/platform/native-reminders.ts').then(({ scheduleNativeReminder }) =>
        scheduleNativeReminder(event, { body, open, dismiss }),
      );
    },
    [body, open, dismiss],
  );
}
