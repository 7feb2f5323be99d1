import { contract, type TArtist } from '@glentia/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api.ts';
import { renderAt } from '../../../test/render.tsx';
import { ProfileHeader } from './profile-header.tsx';

function artist(igProfile: TArtist['igProfile']): TArtist {
  return {
    id: '00000000-0000-4000-8000-0000000a0001',
    name: 'Ψαρογιώργης',
    image: null,
    spotifyArtist: null,
    spotifyAlbums: null,
    igProfile,
    bio: { el: null, en: null },
    followers: 0,
  };
}

describe("an artist's links", () => {
  beforeEach(() => {
    stubApi(answer(contract.follows.list, () => []));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const links = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'));

  it('shows the website of an artist with no Instagram username, and no Instagram link', () => {
    renderAt(
      <ProfileHeader kind="artist" profile={artist({ username: '', website: 'https://psaro.example' })} />,
    );
    expect(links()).toEqual(['https://psaro.example']);
  });

  it('shows the Instagram of an artist with no website, and no website link', () => {
    renderAt(<ProfileHeader kind="artist" profile={artist({ username: 'psaro.lyra', website: null })} />);
    expect(links()).toEqual(['https://instagram.com/psaro.lyra']);
  });

  it('shows both when both are given, and neither when neither is', () => {
    renderAt(
      <ProfileHeader
        kind="artist"
        profile={artist({ username: 'psaro.lyra', website: 'https://psaro.example' })}
      />,
    );
    expect(links()).toEqual(['https://instagram.com/psaro.lyra', 'https://psaro.example']);
    cleanup();
    renderAt(<ProfileHeader kind="artist" profile={artist(null)} />);
    expect(links()).toEqual([]);
  });
});
