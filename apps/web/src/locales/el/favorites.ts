/** Texts of favourites, follows and the favourites page. */
export const favorites = {
  interest: {
    add: 'Ενδιαφέρομαι',
    added: 'Στα αγαπημένα',
    unavailable: 'Δεν είναι διαθέσιμο για γλέντι που πέρασε ή δεν δημοσιεύτηκε',
  },
  counter: {
    label_one: '{{count}} άτομο ενδιαφέρεται',
    label_other: '{{count}} άτομα ενδιαφέρονται',
    none: 'Γίνε ο πρώτος που ενδιαφέρεται',
  },
  follow: {
    follow: 'Ακολούθησε',
    following: 'Ακολουθείς',
    followLabel: 'Ακολούθησε: {{name}}',
    unfollowLabel: 'Σταμάτα να ακολουθείς: {{name}}',
    followers_one: '{{value}} ακόλουθος',
    followers_other: '{{value}} ακόλουθοι',
  },
  page: {
    events: 'Αγαπημένα γλέντια',
    artists: 'Αγαπημένοι καλλιτέχνες',
    locations: 'Αγαπημένα μαγαζιά',
    edit: 'Επεξεργασία',
    done: 'Τέλος',
    actions: 'Ενέργειες διαχειριστή: {{name}}',
    remove: 'Αφαίρεση: {{name}}',
    emptyEvents:
      'Δεν έχεις αγαπημένα γλέντια ακόμα. Πάτα «Ενδιαφέρομαι» σε ένα γλέντι για να το βρίσκεις εδώ.',
    emptyArtists: 'Ακολούθησε καλλιτέχνες για να μαθαίνεις πού παίζουν.',
    emptyLocations: 'Ακολούθησε μαγαζιά για να μαθαίνεις τα νέα τους γλέντια.',
    browse: 'Βρες γλέντια',
    error: 'Τα αγαπημένα δεν φόρτωσαν.',
  },
} as const;
