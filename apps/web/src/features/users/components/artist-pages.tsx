import { useTranslation } from '../../../lib/i18n.ts';
import { useArtistPagesOf, useSetArtistPagesOf } from '../api/artist-pages.ts';
import { useArtistChoices } from '../api/get-choices.ts';
import { BoundPages } from './bound-pages.tsx';

/** The artist pages an artist account runs (a band's members may share one): remove or add. */
export function ArtistPages({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation('artistPages');
  return (
    <BoundPages
      username={username}
      t={t}
      current={useArtistPagesOf(userId)}
      useChoices={useArtistChoices}
      save={useSetArtistPagesOf(userId)}
    />
  );
}
