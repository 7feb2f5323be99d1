import { contract, type TFollowToggleResponse, type TTopicList } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { FollowersAnswer } from './get-followers.ts';
import { followKeys } from './keys.ts';

/** `POST /api/public/register-device/topic-uuid/{id}`: follows an artist or venue, or stops. */
export function toggleFollow(topicId: string): Promise<TFollowToggleResponse> {
  return call(contract.follows.toggle, { params: { id: topicId } });
}

/** `DELETE /api/public/register-device/topic/{id}`: stops following. */
export async function unfollow(topicId: string): Promise<void> {
  await call(contract.follows.unfollow, { params: { id: topicId } });
}

/**
 * SPEC §4 follow: toggles through the topic-uuid call, then the topics and the follower count
 * reload. The button changes at once and goes back if the server refuses.
 */
export function useToggleFollow(options: { onFollowed?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    onMutate: async (topicId) => {
      await client.cancelQueries({ queryKey: followKeys.topics });
      const previous = client.getQueryData<TTopicList>(followKeys.topics);
      const following = previous?.includes(topicId) ?? false;
      client.setQueryData<TTopicList>(followKeys.topics, (list = []) =>
        following ? list.filter((id) => id !== topicId) : [...list, topicId],
      );
      client.setQueryData<FollowersAnswer>(followKeys.followers(topicId), (answer) =>
        answer ? { ...answer, followers: Math.max(0, answer.followers + (following ? -1 : 1)) } : answer,
      );
      return { previous };
    },
    onError: (_error, _topicId, context) => {
      if (context) client.setQueryData(followKeys.topics, context.previous);
    },
    onSuccess: (result) => {
      client.setQueryData<FollowersAnswer>(followKeys.followers(result.id), {
        id: result.id,
        followers: result.followers,
      });
      if (result.following) options.onFollowed?.();
    },
    onSettled: (_result, _error, topicId) => {
      void client.invalidateQueries({ queryKey: followKeys.topics });
      void client.invalidateQueries({ queryKey: followKeys.followers(topicId) });
    },
  });
}

/** Stops following (the remove buttons of the favourites page). */
export function useUnfollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unfollow,
    onMutate: async (topicId) => {
      await client.cancelQueries({ queryKey: followKeys.topics });
      const previous = client.getQueryData<TTopicList>(followKeys.topics);
      client.setQueryData<TTopicList>(followKeys.topics, (list = []) => list.filter((id) => id !== topicId));
      return { previous };
    },
    onError: (_error, _topicId, context) => {
      if (context) client.setQueryData(followKeys.topics, context.previous);
    },
    onSettled: (_result, _error, topicId) => {
      void client.invalidateQueries({ queryKey: followKeys.topics });
      void client.invalidateQueries({ queryKey: followKeys.followers(topicId) });
    },
  });
}
