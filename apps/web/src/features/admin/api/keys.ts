/** The query keys of the admin screens (`contract.moderation`, the catalogue's and the sources' admin routes). */
export const adminKeys = {
  /** Everything only admins load. */
  all: ['admin'] as const,
  /** The review queue: waiting events, their count (the drawer's badge) and waiting series. */
  reviewQueue: ['admin', 'review-queue'] as const,
  /** Every venue and every artist with everything admins edit. */
  locations: ['admin', 'locations'] as const,
  artists: ['admin', 'artists'] as const,
  /** Instagram posts waiting to become events. */
  socialPosts: ['admin', 'social-posts'] as const,
};
