import { type QueryKey, useQueryClient } from '@tanstack/react-query';

export interface SavedCopy<T> {
  data: T;
  updatedAt: number;
}

/**
 * The most recently received data among the queries under `prefix`, when `wanted`: with no signal,
 * a screen whose own query has nothing yet (a new day moved the timeline's dates, say) shows the
 * last one loaded instead of waiting.
 */
export function useLastSaved<T>(prefix: QueryKey, wanted: boolean): SavedCopy<T> | null {
  const client = useQueryClient();
  if (!wanted) return null;
  let newest: SavedCopy<T> | null = null;
  for (const query of client.getQueryCache().findAll({ queryKey: prefix })) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || dataUpdatedAt === 0) continue;
    if (!newest || dataUpdatedAt > newest.updatedAt) newest = { data: data as T, updatedAt: dataUpdatedAt };
  }
  return newest;
}
