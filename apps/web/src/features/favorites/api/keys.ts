/** The query keys of the favourites area (`contract.favorites`). */
export const favoriteKeys = {
  /** Your favourite events (the account's when signed in, otherwise this device's). */
  list: ['favorites'] as const,
};
