/** Texts of the app's frame beyond the header and menus: prompts, gestures, the help bubble. */
export const shell = {
  pullToRefresh: {
    pull: 'Τράβηξε για ανανέωση',
    release: 'Άφησε για ανανέωση',
    refreshing: 'Ανανέωση…',
  },
  legal: {
    loading: 'Φόρτωση εγγράφου…',
    error: 'Το έγγραφο δεν φόρτωσε.',
    retry: 'Δοκίμασε ξανά',
  },
  helpWidget: {
    label: 'Βοήθεια',
    bubble: 'Χρειάζεσαι βοήθεια;',
    dismiss: 'Απόκρυψη βοήθειας',
  },
} as const;
