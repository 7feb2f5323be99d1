import type { TSettings, TSettingsBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';
import { settingsQueryKey } from './get-settings.ts';

/** `PUT /api/public/settings`: changes some settings; the others stay. */
export function updateSettings(body: TSettingsBody): Promise<TSettings> {
  return api.put<TSettings>('/api/public/settings', body);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      useSession
        .getState()
        .setNotificationSettings({ email: saved.email, pushNotification: saved.pushNotification });
    },
  });
}
