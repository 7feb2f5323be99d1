/** The query keys of the public catalogue (`contract.locations`, `contract.artists`): venues and artists. */
export const catalogueKeys = {
  /** Every venue (the filters, the venue choices of an admin). */
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
  /** The artists and venues the event form offers. */
  picker: ['picker'] as const,
};
