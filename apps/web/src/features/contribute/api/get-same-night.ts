import { contract, isSubmittableDate, type TSameNight } from '@glentia/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { contributeKeys } from './keys.ts';

/**
 * `GET /api/v1/users/glenti/same-night`: another glenti at the picked venue on the form's date,
 * asked while the form is filled in, so a repeated submission is flagged before it is sent.
 */
export function useSameNight(
  location: string | null | undefined,
  date: string,
  today: string,
  except: string | undefined,
) {
  return useQuery({
    queryKey: contributeKeys.sameNight(location ?? '', date, except ?? null),
    queryFn: ({ signal }): Promise<TSameNight> =>
      call(
        contract.eventForms.sameNight,
        { query: { location: location!, date, ...(except ? { except } : {}) } },
        { signal },
      ),
    enabled: !!location && isSubmittableDate(date, today),
    staleTime: 30_000,
  });
}
