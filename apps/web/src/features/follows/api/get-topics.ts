import { contract, type TTopicList } from '@glentia/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayHaveOwnThings } from '../../../lib/account-paths.ts';
import { call } from '../../../lib/api-client.ts';
import { useSession } from '../../../stores/session.ts';
import { followKeys } from './keys.ts';

/** `GET /api/public/register-device/topic`: ids of the artists and venues you follow. */
export async function getTopics(signal?: AbortSignal): Promise<TTopicList> {
  if (!mayHaveOwnThings()) return [];
  const topics = await call(contract.follows.list, {}, { signal });
  // The session keeps the list too (SPEC §3 `topic`), for screens drawn before it reloads.
  useSession.setState({ topic: topics });
  return topics;
}

export function topicsQueryOptions() {
  return queryOptions<TTopicList>({
    queryKey: followKeys.topics,
    queryFn: ({ signal }) => getTopics(signal),
    placeholderData: (): TTopicList => useSession.getState().topic,
  });
}

export function useTopics() {
  return useQuery(topicsQueryOptions());
}
