import { todayInAthens } from '@glentia/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { filterFromSearchQuery, QUERY_PARAM, REFRESH_PARAM } from '../share-link.ts';
import { useFilterStore } from '../stores/filter-store.ts';

const sameFilter = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The search page's address (SPEC §2): `?query=<filter JSON>` applies that filter (a broken one
 * gives the default filter); `?refresh` reloads the events and is then removed. Once the visitor
 * changes a filter that came from a link, the link no longer describes the page and is dropped.
 */
export function useSearchLink(reload: () => void): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get(QUERY_PARAM);
  const hasRefresh = params.has(REFRESH_PARAM);
  const applied = useRef<string | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    if (query === null) {
      applied.current = null;
      return;
    }
    if (applied.current === query) return;
    applied.current = query;
    useFilterStore.getState().setOptions(filterFromSearchQuery(query, todayInAthens()).options);
  }, [query]);

  useEffect(() => {
    if (!hasRefresh) return;
    reloadRef.current();
    const next = new URLSearchParams(params);
    next.delete(REFRESH_PARAM);
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [hasRefresh, params, navigate]);

  useEffect(() => {
    if (query === null) return;
    const linked = filterFromSearchQuery(query, todayInAthens()).options;
    return useFilterStore.subscribe((state) => {
      if (applied.current === query && !sameFilter(linked, state.options)) {
        navigate('/glentia', { replace: true });
      }
    });
  }, [query, navigate]);
}
