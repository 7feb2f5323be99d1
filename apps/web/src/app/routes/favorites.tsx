import { useFavorites } from '../../features/favorites/api/get-favorites.ts';
import { FavoritesScreen } from '../../features/favorites/components/favorites-screen.tsx';
import { useTopics } from '../../features/follows/api/get-topics.ts';
import { useUnfollow } from '../../features/follows/api/toggle-follow.ts';
import { useInitialize } from '../../features/home/api/get-initialize.ts';
import { SavedAtNote } from '../../features/offline/components/saved-at-note.tsx';

/**
 * /favorites: the favourites screen with the followed artists and venues named from the start data;
 * with no signal, the copy saved on the device and when it was saved.
 */
export function FavoritesRoute() {
  const initialize = useInitialize();
  const topics = useTopics();
  const unfollow = useUnfollow();
  const favorites = useFavorites();
  const followed = new Set(topics.data ?? []);
  return (
    <FavoritesScreen
      note={
        <SavedAtNote
          updatedAt={favorites.dataUpdatedAt}
          refreshFailed={favorites.isRefetchError}
          className="mb-3"
        />
      }
      topics={{
        artists: (initialize.data?.artists ?? []).filter((artist) => followed.has(artist.id)),
        locations: (initialize.data?.locations ?? []).filter((location) => followed.has(location.id)),
        loading: initialize.isPending || (topics.isPending && !topics.data),
        onUnfollow: (id) => unfollow.mutate(id),
      }}
    />
  );
}
