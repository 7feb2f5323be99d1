import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** Tailwind's merge taught the theme's own shadows and the safe-area paddings of index.css. */
const merge = extendTailwindMerge({
  extend: {
    theme: { shadow: ['card', 'raised'] },
    classGroups: { pt: ['pt-safe'], pb: ['pb-safe'], px: ['px-safe'] },
  },
});

/**
 * Joins class names, skipping empty ones; when two set the same property (`px-5` then `px-3`),
 * the later wins, so a caller's `className` overrides a component's default.
 */
export function cn(...values: ClassValue[]): string {
  return merge(clsx(values));
}
