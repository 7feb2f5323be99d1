/** The query keys of the public weekly residencies (`contract.series`). */
export const seriesKeys = {
  all: ['series'] as const,
  one: (id: string) => ['series', id] as const,
};
