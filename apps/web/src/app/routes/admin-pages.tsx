/**
 * The admin screens (SPEC §2): /unpublished, /admin/locations, /admin/location/{id},
 * /admin/artists, /admin/artist/{id}, /admin/claims and /instagram. Each is a lazy route of its own.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAdminArtists } from '../../features/admin/api/get-admin-artists.ts';
import { useAdminLocations } from '../../features/admin/api/get-admin-locations.ts';
import type { CatalogueKind } from '../../features/admin/api/merge-catalogue.ts';
import { AdminArtists } from '../../features/admin/components/admin-artists.tsx';
import { AdminLocations } from '../../features/admin/components/admin-locations.tsx';
import { ArtistEditForm } from '../../features/admin/components/artist-edit-form.tsx';
import { CatalogueMerge } from '../../features/admin/components/catalogue-merge.tsx';
import { LocationEditForm } from '../../features/admin/components/location-edit-form.tsx';
import { ReviewQueue } from '../../features/admin/components/review-queue.tsx';
import { SocialPostsList } from '../../features/admin/components/social-posts-list.tsx';
import { ClaimQueue } from '../../features/claims/components/claim-queue.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useParams } from '../../lib/router/index.ts';
import adminTexts from '../../locales/lazy/admin.ts';
import claimsTexts from '../../locales/lazy/claims.ts';
import seriesTexts from '../../locales/lazy/series.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [adminTexts, claimsTexts, seriesTexts];

export function UnpublishedRoute() {
  return <ReviewQueue />;
}

export function AdminLocationsRoute() {
  return <AdminLocations />;
}

export function AdminArtistsRoute() {
  return <AdminArtists />;
}

/** /admin/claims: people asking to run a venue or an artist page. */
export function AdminClaimsRoute() {
  return <ClaimQueue />;
}

export function InstagramRoute() {
  return <SocialPostsList />;
}

/**
 * One venue or artist of the admin's list, found by the address's id: its edit form, then merge and
 * delete. While the list loads, a spinner; when it fails or has no such entry, why.
 */
function CatalogueEntryPage<Entry extends { id: string; name: string }>({
  kind,
  query,
  missing,
  form,
}: {
  kind: CatalogueKind;
  query: UseQueryResult<Entry[]>;
  missing: string;
  form: (entry: Entry) => ReactNode;
}) {
  const { id } = useParams();
  const { t } = useTranslation('admin');
  const entry = query.data?.find((item) => item.id === id);
  if (!entry) {
    if (query.isPending) return <Spinner block label={t('common.loading')} className="py-16" />;
    return (
      <p role="alert" className="py-10 text-center">
        {query.error ? describeError(query.error) : missing}
      </p>
    );
  }
  return (
    <>
      {form(entry)}
      <div className="mx-auto max-w-2xl pb-6">
        <CatalogueMerge key={`merge-${entry.id}`} kind={kind} current={entry} all={query.data ?? []} />
      </div>
    </>
  );
}

export function AdminLocationRoute() {
  const { t } = useTranslation('admin');
  return (
    <CatalogueEntryPage
      kind="location"
      query={useAdminLocations()}
      missing={t('venue.notFound')}
      form={(venue) => <LocationEditForm key={venue.id} venue={venue} />}
    />
  );
}

export function AdminArtistRoute() {
  const { t } = useTranslation('admin');
  return (
    <CatalogueEntryPage
      kind="artist"
      query={useAdminArtists()}
      missing={t('artist.notFound')}
      form={(artist) => <ArtistEditForm key={artist.id} artist={artist} />}
    />
  );
}
