import { defaultFilterOptions, type FilterOptions, todayInAthens } from '@glentia/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from '../../../lib/router/index.ts';
import { filterFromSearchQuery, QUERY_PARAM, REFRESH_PARAM, SEARCH_LINK_PATH } from '../share-link.ts';
import { useFilterStore } from '../stores/filter-store.ts';

const sameFilter = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether the visitor has gone back or forward in this tab since the page loaded: the first load
 * is a `POP` too, but there the tab's own filter counts.
 */
let wentBackOrForward = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    wentBackOrForward = true;
  });
}

/** The search page's address for `options`: `/glentia` for the default filter, else its link. */
export function searchPathOf(options: FilterOptions, today: string): string {
  if (sameFilter(options, defaultFilterOptions(today))) return '/glentia';
  return `${SEARCH_LINK_PATH}?${new URLSearchParams({ [QUERY_PARAM]: JSON.stringify(options) })}`;
}

/**
 * The search page's address (SPEC §2) holds its filter, so back/forward, a reload and a copied
 * address all give the same timeline: `?query=<filter JSON>` applies that filter (a broken one gives
 * the default filter); every change of the filter on the page is a new entry with its own address.
 * Coming back to `/glentia` by back/forward is the default filter; opening it from the menu keeps
 * the tab's filter (the store, kept in sessionStorage) and writes it into the address.
 * `?refresh` reloads the events and is then removed.
 */
export function useSearchLink(reload: () => void): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const action = useNavigationType();
  const query = params.get(QUERY_PARAM);
  const hasRefresh = params.has(REFRESH_PARAM);
  /** The filter the address describes, once read. */
  const addressed = useRef<FilterOptions | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  // Address → filter.
  useEffect(() => {
    const today = todayInAthens();
    const store = useFilterStore.getState();
    let options: FilterOptions;
    if (query !== null) options = filterFromSearchQuery(query, today).options;
    // Back or forward to the plain page: it was the default filter when the visitor left it.
    else if (action === 'POP' && wentBackOrForward) options = defaultFilterOptions(today);
    else options = store.options;
    addressed.current = options;
    if (!sameFilter(options, store.options)) store.setOptions(options);
    const path = searchPathOf(options, today);
    const current = `${window.location.pathname}${window.location.search}`;
    // The address names the filter it shows (the tab's own, or a mangled link's default).
    if (!hasRefresh && path !== current) navigate(path, { replace: true });
  }, [query, action, hasRefresh, navigate]);

  // Filter → address: each change made on the page is a new history entry.
  useEffect(
    () =>
      useFilterStore.subscribe((state) => {
        if (addressed.current && sameFilter(addressed.current, state.options)) return;
        addressed.current = state.options;
        navigate(searchPathOf(state.options, todayInAthens()));
      }),
    [navigate],
  );

  useEffect(() => {
    if (!hasRefresh) return;
    reloadRef.current();
    const next = new URLSearchParams(params);
    next.delete(REFRESH_PARAM);
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [hasRefresh, params, navigate]);
}
