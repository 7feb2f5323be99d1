import type { shell as el } from '../el/shell.ts';
import type { TranslationShape } from '../types.ts';

export const shell: TranslationShape<typeof el> = {
  pullToRefresh: {
    pull: 'Pull to refresh',
    release: 'Release to refresh',
    refreshing: 'Refreshing…',
  },
  legal: {
    loading: 'Loading the document…',
    error: 'The document could not be loaded.',
    retry: 'Try again',
  },
  helpWidget: {
    label: 'Help',
    bubble: 'Need help?',
    dismiss: 'Hide help',
  },
};
