/** The Instagram moderation calls (SPEC §7): list, refresh, accept, reject. */
import { contract, type TSocialPost } from '@glentia/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

type Status = TSocialPost['status'];
/** `GET /api/admin/instagram-posts?status=`. */
export function socialPostsQueryOptions(status: Status) {
  return queryOptions({
    queryKey: [...adminKeys.socialPosts, status],
    queryFn: ({ signal }) => call(contract.socialPosts.list, { query: { status } }, { signal }),
  });
}

export function useSocialPosts(status: Status) {
  return useQuery(socialPostsQueryOptions(status));
}

function useSocialMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** `GET /api/admin/instagram-posts/refresh`: asks Instagram for new posts. */
export const useRefreshSocialPosts = () => useSocialMutation(() => call(contract.socialPosts.refresh));

/** `POST /api/admin/instagram-posts/{id}/accept`: a draft event from the post. */
export const useAcceptSocialPost = () =>
  useSocialMutation((id: string) => call(contract.socialPosts.accept, { params: { id } }));

/** `POST /api/admin/instagram-posts/{id}/reject`. */
export const useRejectSocialPost = () =>
  useSocialMutation((id: string) => call(contract.socialPosts.reject, { params: { id } }));
