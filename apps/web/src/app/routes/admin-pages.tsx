/**
 * The admin screens (SPEC §2): /unpublished, /admin/locations, /admin/location/{id},
 * /admin/artists, /admin/artist/{id} and /instagram. Each is a lazy route of its own.
 */
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAdminArtists } from '../../features/admin/api/get-admin-artists.ts';
import { useAdminLocations } from '../../features/admin/api/get-admin-locations.ts';
import { AdminArtists } from '../../features/admin/components/admin-artists.tsx';
import { AdminLocations } from '../../features/admin/components/admin-locations.tsx';
import { ArtistEditForm } from '../../features/admin/components/artist-edit-form.tsx';
import { CatalogueMerge } from '../../features/admin/components/catalogue-merge.tsx';
import { LocationEditForm } from '../../features/admin/components/location-edit-form.tsx';
import { ReviewQueue } from '../../features/admin/components/review-queue.tsx';
import { SocialPostsList } from '../../features/admin/components/social-posts-list.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function UnpublishedRoute() {
  return <ReviewQueue />;
}

export function AdminLocationsRoute() {
  return <AdminLocations />;
}

export function AdminArtistsRoute() {
  return <AdminArtists />;
}

export function InstagramRoute() {
  return <SocialPostsList />;
}

function Loading({ pending, error, missing }: { pending: boolean; error: unknown; missing: string }) {
  const { t } = useTranslation('admin');
  if (pending) return <Spinner label={t('common.loading')} className="flex py-16" />;
  return (
    <p role="alert" className="py-10 text-center">
      {error ? describeError(error) : missing}
    </p>
  );
}

export function AdminLocationRoute() {
  const { id } = useParams();
  const { t } = useTranslation('admin');
  const venues = useAdminLocations();
  const venue = venues.data?.find((item) => item.id === id);
  if (!venue)
    return <Loading pending={venues.isPending} error={venues.error} missing={t('venue.notFound')} />;
  return (
    <>
      <LocationEditForm key={venue.id} venue={venue} />
      <div className="mx-auto max-w-2xl pb-6">
        <CatalogueMerge key={`merge-${venue.id}`} kind="location" current={venue} all={venues.data ?? []} />
      </div>
    </>
  );
}

export function AdminArtistRoute() {
  const { id } = useParams();
  const { t } = useTranslation('admin');
  const artists = useAdminArtists();
  const artist = artists.data?.find((item) => item.id === id);
  if (!artist)
    return <Loading pending={artists.isPending} error={artists.error} missing={t('artist.notFound')} />;
  return (
    <>
      <ArtistEditForm key={artist.id} artist={artist} />
      <div className="mx-auto max-w-2xl pb-6">
        <CatalogueMerge key={`merge-${artist.id}`} kind="artist" current={artist} all={artists.data ?? []} />
      </div>
    </>
  );
}
