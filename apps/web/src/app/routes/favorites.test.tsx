import { contract } from '@glentia/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { createDefaultSession, useSession } from '../../stores/session.ts';
import { answer, stubApi } from '../../test/api.ts';
import { makeEvent, makeToken } from '../../test/fixtures.ts';
import { renderAt } from '../../test/render.tsx';
import { FavoritesRoute } from './favorites.tsx';

const artist = { id: '00000000-0000-4000-8000-00000000a009', name: 'Νίκος Ξυλούρης', image: null };
const venue = {
  ...makeEvent().location!,
  id: '00000000-0000-4000-8000-00000000b009',
  name: 'Καφενείο Το Σφακιανό',
  igProfile: null,
  meta: null,
  website: null,
  followers: 3,
};
const idsOf = (url: URL) => url.searchParams.getAll('ids').flatMap((value) => value.split(','));

describe('favourites page', () => {
  const asked: string[][] = [];
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    useSession.setState({
      ...createDefaultSession(),
      jwt: makeToken({ username: 'eleni', roles: ['user'] }),
    });
    asked.length = 0;
    stubApi(
      answer(contract.favorites.list, () => []),
      answer(contract.follows.list, () => [artist.id, venue.id]),
      // A followed id is an artist's or a venue's: both lists are asked with all of them.
      answer(contract.artists.list, ({ url }) => {
        asked.push(idsOf(url));
        return [artist].filter((item) => idsOf(url).includes(item.id));
      }),
      answer(contract.locations.list, ({ url }) => {
        asked.push(idsOf(url));
        return [venue].filter((item) => idsOf(url).includes(item.id));
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the followed artists and venues, asked by id whatever the start data names', async () => {
    renderAt(<FavoritesRoute />);
    const artists = await screen.findByTestId('favorite-artists');
    expect(await within(artists).findByText('Νίκος Ξυλούρης')).toBeTruthy();
    const venues = screen.getByTestId('favorite-locations');
    expect(within(venues).getByText('Καφενείο Το Σφακιανό')).toBeTruthy();
    expect(asked).toEqual([[artist.id, venue.id].sort(), [artist.id, venue.id].sort()]);
  });
});
