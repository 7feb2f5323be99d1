/** The query keys of the public catalogue (`contract.locations`, `contract.artists`): venues and artists. */
export const catalogueKeys = {
  /** Every answer about venues by list (a prefix: dropping it drops them all). */
  locations: ['locations'] as const,
  /** One artist's or one venue's profile. */
  artist: (id: string) => ['artist', id] as const,
  location: (id: string) => ['location', id] as const,
  /** Every artist's, and every venue's, profile. */
  artists: ['artist'] as const,
  locationPages: ['location'] as const,
  /** Some artists or venues, asked by id (`?ids=`): a filter's chosen ones, the followed ones. */
  byIds: (kind: 'artist' | 'location', ids: readonly string[]) =>
    [kind === 'artist' ? 'artist' : 'locations', 'ids', ...ids] as const,
  /** Artists or venues whose names match what was typed (`?q=`): an admin's choices. */
  named: (kind: 'artist' | 'location', q: string, limit: number) =>
    [kind === 'artist' ? 'artist' : 'locations', 'named', q.trim(), limit] as const,
  /** The artists and venues the event form offers. */
  picker: ['picker'] as const,
};
