/** The query keys of the follows area (`contract.follows`, and the follower counts). */
export const followKeys = {
  /** The ids of the artists and venues you follow. */
  topics: ['topics'] as const,
  /** How many people follow an artist or a venue. */
  followers: (topicId: string) => ['followers', topicId] as const,
};
