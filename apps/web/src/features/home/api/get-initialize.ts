/** The initial data lives in `lib/initialize.ts`: the home page, layout and search all read it. */
export {
  getInitialize,
  initializeQueryKey,
  initializeQueryOptions,
  lacks,
  useInitialize,
  useStartAds,
} from '../../../lib/initialize.ts';
