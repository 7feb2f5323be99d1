import { contract, type TSettings, type TSettingsBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';
import { settingsQueryKey } from './get-settings.ts';

/** `PUT /api/public/settings`: changes some settings; the others stay. */
export function updateSettings(body: TSettingsBody, options?: CallOptions): Promise<TSettings> {
  return call(contract.settings.update, { body }, options);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSettingsBody) => updateSettings(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      useSession
        .getState()
        .setNotificationSettings({ email: saved.email, pushNotification: saved.pushNotification });
    },
  });
}
