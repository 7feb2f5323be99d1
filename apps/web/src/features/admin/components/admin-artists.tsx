import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.ts';
import { describeError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useAdminArtists } from '../api/get-admin-artists.ts';
import { useCreateArtist } from '../api/save-artist.ts';
import { CatalogueList } from './catalogue-list.tsx';
import { fieldInputClass } from './field.tsx';

/** /admin/artists: every artist, searchable; a new one needs only a name. */
export function AdminArtists() {
  const { t } = useTranslation('admin');
  const id = useId();
  const navigate = useNavigate();
  const artists = useAdminArtists();
  const creation = useCreateArtist();
  const [name, setName] = useState('');

  function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    creation.mutate({ name: name.trim() }, { onSuccess: (artist) => navigate(`/admin/artist/${artist.id}`) });
  }

  return (
    <CatalogueList
      title={t('artists.title')}
      count={(count) => t('artists.count', { count })}
      query={artists}
      linkTo={(artistId) => `/admin/artist/${artistId}`}
      details={(artist) => [
        artist.spotifyId ? 'Spotify' : null,
        artist.igProfile ? `@${artist.igProfile.username}` : null,
      ]}
      actions={
        <form onSubmit={create} className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="sr-only">
            {t('artists.newName')}
          </label>
          <input
            id={id}
            value={name}
            placeholder={t('artists.newName')}
            onChange={(event) => setName(event.target.value)}
            className={`${fieldInputClass} w-56`}
          />
          <button type="submit" disabled={!name.trim() || creation.isPending} className={buttonClass()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('artists.create')}
          </button>
          {creation.isError && (
            <p role="alert" className="w-full text-sm font-medium text-danger">
              {describeError(creation.error)}
            </p>
          )}
        </form>
      }
    />
  );
}
