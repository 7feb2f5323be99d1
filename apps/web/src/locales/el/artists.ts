/** Texts of the artist page's Spotify section (/artist/{id}). */
export const artists = {
  spotify: {
    title: 'Δισκογραφία',
    open: 'Άκου στο Spotify',
    newTab: '(ανοίγει σε νέα καρτέλα)',
    coverAlt: 'Εξώφυλλο: {{name}}',
    types: {
      album: 'Άλμπουμ',
      single: 'Single',
      compilation: 'Συλλογή',
      other: 'Κυκλοφορία',
    },
  },
} as const;
