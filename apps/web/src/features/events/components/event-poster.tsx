import type { TListedEvent } from '@glentia/core';
import { AudioLines } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { posterUrl } from './event-text.ts';

interface EventPosterProps {
  event: Pick<TListedEvent, 'thumbnail' | 'image' | 'imageWidth' | 'imageHeight'>;
  alt: string;
  /** The first poster on screen loads at once; the others wait until they are near. */
  priority?: boolean;
  className?: string;
}

/** An event's poster filling its box, or a warm gradient with a sound wave when there is none. */
export function EventPoster({ event, alt, priority = false, className }: EventPosterProps) {
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
    <img
      src={src}
      alt={alt}
      width={event.imageWidth ?? 400}
      height={event.imageHeight ?? 500}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn('bg-surface-muted object-cover', className)}
    />
  );
}
