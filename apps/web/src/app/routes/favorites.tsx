import { useFavorites } from '../../features/favorites/api/get-favorites.ts';
import { FavoritesScreen } from '../../features/favorites/components/favorites-screen.tsx';
import { useTopics } from '../../features/follows/api/get-topics.ts';
import { useUnfollow } from '../../features/follows/api/toggle-follow.ts';
import { SavedAtNote } from '../../features/offline/components/saved-at-note.tsx';
import { useByIds } from '../../features/venues/api/get-by-ids.ts';

/**
 * /favorites: the favourites screen with the followed artists and venues, asked by id (a followed
 * one is an artist or a venue); with no signal, the copy saved on the device and when it was saved.
 */
export function FavoritesRoute() {
  const topics = useTopics();
  const followedIds = topics.data ?? [];
  const artists = useByIds('artist', followedIds);
  const locations = useByIds('location', followedIds);
  const unfollow = useUnfollow();
  const favorites = useFavorites();
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
        artists: artists.data ?? [],
        locations: locations.data ?? [],
        loading: (topics.isPending && !topics.data) || artists.isLoading || locations.isLoading,
        error: (!artists.data && artists.error) || (!locations.data && locations.error),
        onUnfollow: (id) => unfollow.mutate(id),
      }}
    />
  );
}
