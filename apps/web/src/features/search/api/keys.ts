/** The query keys of search (`contract.search`). */
export const searchKeys = {
  /** Every search's results. */
  all: ['search'] as const,
  results: (query: string, limit: number) => ['search', query, limit] as const,
};
