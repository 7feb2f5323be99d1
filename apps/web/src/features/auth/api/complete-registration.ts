import { contract, type TCompleteRegistrationBody, type TTokenPair } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/me/complete-registration`: a new Google/Apple account chooses its username. */
export function completeRegistration(body: TCompleteRegistrationBody): Promise<TTokenPair> {
  return call(contract.me.completeRegistration, { body });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
