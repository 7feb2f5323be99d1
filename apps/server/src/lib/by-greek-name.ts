/** Lists of artists and venues are read in Greek alphabetical order of their names. */
export const byGreekName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'el');
