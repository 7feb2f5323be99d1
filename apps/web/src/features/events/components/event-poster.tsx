import { responsiveImage, type TListedEvent } from '@glentia/core';
import { AudioLines } from 'lucide-react';
import { PageImage } from '../../../components/ui/page-image.tsx';
import { cn } from '../../../lib/cn.ts';
import { posterUrl } from './event-text.ts';

interface EventPosterProps {
  event: Pick<TListedEvent, 'thumbnail' | 'image' | 'imageWidth' | 'imageHeight'>;
  alt: string;
  /**
   * The first poster on screen loads at once; the others wait until the page has loaded, then
   * until they are near.
   */
  priority?: boolean;
  /** How wide the poster shows (a CSS `sizes` value): the browser fetches the copy that fits. */
  sizes: string;
  className?: string;
}

/** An event's poster filling its box, or a warm gradient with a sound wave when there is none. */
export function EventPoster({ event, alt, priority = false, sizes, className }: EventPosterProps) {
  const src = posterUrl(event);
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex items-center justify-center bg-linear-to-br from-primary to-accent text-primary-foreground',
          className,
        )}
      >
        <AudioLines aria-hidden="true" className="size-1/3 opacity-80" />
      </div>
    );
  }
  return (
    <PageImage
      firstScreen={priority}
      src={src}
      // Narrower copies of the whole poster: sharper on a dense screen than the fixed thumbnail,
      // lighter on an ordinary one.
      {...responsiveImage(event.image, sizes, event.imageWidth)}
      alt={alt}
      width={event.imageWidth ?? 400}
      height={event.imageHeight ?? 500}
      className={cn('bg-surface-muted object-cover', className)}
    />
  );
}
