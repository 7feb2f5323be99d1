import { compareGreekNames } from '@glentia/core';

/**
 * Lists of artists and venues are read in Greek alphabetical order of their names: the rule the
 * database's name order (db/name-order.ts) and the web app's filter follow, so a list sorted here
 * reads as a page of them does.
 */
export const byGreekName = (a: { name: string }, b: { name: string }) => compareGreekNames(a.name, b.name);
