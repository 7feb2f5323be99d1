import type { TCompleteRegistrationBody, TTokenPair } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/me/complete-registration`: a new Google/Apple account chooses its username. */
export function completeRegistration(body: TCompleteRegistrationBody): Promise<TTokenPair> {
  return api.post<TTokenPair>('/api/me/complete-registration', body);
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
