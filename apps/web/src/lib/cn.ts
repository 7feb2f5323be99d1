import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, skipping empty ones. It only joins: of two classes that set the same property
 * (`px-5` and `px-3`) the stylesheet's order would win, not the later one, so a component leaves
 * its default out when its caller gives one (a prop, a variant) instead of both meeting here.
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
