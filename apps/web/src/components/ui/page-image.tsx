import type { ImgHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { usePageLoaded } from '../../lib/drawing.ts';

interface PageImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> {
  /** On the first screen: asked for with the page, at high priority. */
  firstScreen: boolean;
}

/**
 * A picture of a page. One on the first screen loads at once. Any other waits: until the page has
 * loaded its box stands empty (the same classes, so the same size), so that on a slow connection
 * the first screen's own pictures and the app's code have the connection to themselves; then it
 * loads as the browser's lazy loading decides. On a first visit, whose app waits for the visitor,
 * the page shows it in its box meanwhile, as the box's background once it comes near the screen.
 */
export function PageImage({ firstScreen, className, alt, ...image }: PageImageProps) {
  const pageLoaded = usePageLoaded();
  if (firstScreen) {
    return (
      <img loading="eager" fetchPriority="high" decoding="async" alt={alt} className={className} {...image} />
    );
  }
  if (!pageLoaded) {
    // `data-src`: on a first visit, app-start.js shows the picture in the box before the app runs.
    return alt ? (
      <span role="img" aria-label={alt} data-src={image.src} className={cn('block', className)} />
    ) : (
      <span aria-hidden="true" data-src={image.src} className={cn('block', className)} />
    );
  }
  return <img loading="lazy" decoding="async" alt={alt} className={className} {...image} />;
}
