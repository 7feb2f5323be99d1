/** The query keys of the artist's own screen (`contract.artistSelf`). */
export const artistAccountKeys = {
  all: ['artist-account'] as const,
  overview: ['artist-account', 'overview'] as const,
  followers: (id: string) => ['artist-account', 'pages', id, 'followers'] as const,
};
