import { contract, type TAdminUserList } from '@glentia/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/** `GET /api/admin/users?search=`: users by username, for admins. */
export function getUsers(search: string, limit: number, signal?: AbortSignal): Promise<TAdminUserList> {
  return call(contract.users.list, { query: { search, limit } }, { signal });
}

export function usersQueryOptions(search: string, limit: number) {
  return queryOptions({
    queryKey: userKeys.search(search, limit),
    queryFn: ({ signal }) => getUsers(search, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(search: string, limit: number) {
  return useQuery(usersQueryOptions(search, limit));
}
