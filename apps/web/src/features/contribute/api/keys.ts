/** The query keys of contributing (`contract.eventForms`, the own series of `contract.series`). */
export const contributeKeys = {
  /** My events in every state (/uploaded), and my series under it. */
  uploaded: ['me', 'uploaded-events'] as const,
  /** An event as its form shows it. */
  editable: (id: string) => ['editable-event', id] as const,
  editables: ['editable-event'] as const,
  /** Another glenti at a venue on a date, asked before sending the form. */
  sameNight: (location: string, date: string, except: string | null) =>
    ['same-night', location, date, except] as const,
  /** A series as its form shows it. */
  ownSeries: (id: string) => ['own-series', id] as const,
  ownSeriesAll: ['own-series'] as const,
};
