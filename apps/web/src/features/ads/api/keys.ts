/** The query keys of the ads' admin screen (`contract.adsAdmin`). */
export const adKeys = {
  /** Every ad with its numbers, and each ad's numbers per day. */
  admin: ['admin', 'ads'] as const,
  daily: (input: { id: string; from?: string; to?: string }) =>
    ['admin', 'ads', input.id, 'daily', input.from ?? null, input.to ?? null] as const,
};
