/** The query keys of the users' admin screen (`contract.users`, `contract.partnerVenues`, `contract.artistAccounts`). */
export const userKeys = {
  /** Every search of the users, and each partner's venues. */
  all: ['admin', 'users'] as const,
  search: (search: string, limit: number) => ['admin', 'users', search, limit] as const,
  partnerVenues: (userId: string) => ['admin', 'users', userId, 'venues'] as const,
  artistPages: (userId: string) => ['admin', 'users', userId, 'artists'] as const,
};
