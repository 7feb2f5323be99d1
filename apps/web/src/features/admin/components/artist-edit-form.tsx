import type { TAdminArtist } from '@glentia/core';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useUpdateArtist, useUploadArtistImage } from '../api/save-artist.ts';
import { Field } from './field.tsx';
import { InstagramFields, instagramBodyOf, instagramDraftOf } from './instagram-fields.tsx';
import { PictureField } from './picture-field.tsx';

/** A Spotify artist link or URI pasted whole is reduced to its id. */
export function spotifyIdOf(text: string): string {
  const trimmed = text.trim();
  return /(?:artist[/:])([A-Za-z0-9]{22})/.exec(trimmed)?.[1] ?? trimmed;
}

/** /admin/artist/{id}: name, picture, Spotify id and Instagram profile. */
export function ArtistEditForm({ artist }: { artist: TAdminArtist }) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState(artist.name);
  const [spotifyId, setSpotifyId] = useState(artist.spotifyId ?? '');
  const [instagram, setInstagram] = useState(instagramDraftOf(artist.igProfile));
  const saving = useUpdateArtist();
  const picture = useUploadArtistImage();

  function save(event: FormEvent) {
    event.preventDefault();
    const id = spotifyIdOf(spotifyId);
    saving.mutate({
      id: artist.id,
      name: name.trim(),
      spotifyId: id || null,
      igProfile: instagramBodyOf(instagram),
    });
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-4">
      <h1 className="text-2xl font-bold tracking-tight">{t('artist.title')}</h1>
      <PictureField id={artist.id} name={artist.name} stored={artist.image} upload={picture} />
      <form onSubmit={save} className="space-y-4">
        <Field label={t('artist.name')} required value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label={t('artist.spotifyId')}
          hint={t('artist.spotifyHint')}
          value={spotifyId}
          onChange={(e) => setSpotifyId(e.target.value)}
        />
        {artist.spotifyStatus !== 'NO_ID' && (
          <p className="text-sm text-muted" data-testid="spotify-status">
            {artist.spotifyStatus === 'FETCHED'
              ? t('artist.spotifyFetched', {
                  followers: artist.spotifyArtist?.followers.total ?? 0,
                  albums: artist.spotifyAlbums?.items.length ?? 0,
                })
              : t(`artist.spotifyStatus.${artist.spotifyStatus}`)}
          </p>
        )}
        <InstagramFields value={instagram} onChange={setInstagram} />
        {saving.isError && (
          <p role="alert" className="font-medium text-danger">
            {describeError(saving.error)}
          </p>
        )}
        {saving.isSuccess && <p role="status">{t('common.saved')}</p>}
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={saving.isPending || !name.trim()}
            className={buttonClass({ size: 'lg' })}
          >
            {t('common.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
