import { responsiveImage, type TEvent } from '@glentia/core';
import { EventPoster } from '../../events/components/event-poster.tsx';

/** The event's poster at full size, keeping its own shape (width and height reserve the space). */
export function EventPosterFigure({ event, alt }: { event: TEvent; alt: string }) {
  if (!event.image) {
    return (
      <EventPoster
        event={event}
        alt={alt}
        priority
        sizes="100vw"
        className="aspect-[4/5] w-full rounded-3xl"
      />
    );
  }
  return (
    <img
      src={event.image}
      // The page's width on a phone, half of it from a tablet up (the page is at most 72rem).
      {...responsiveImage(
        event.image,
        '(min-width: 1024px) 35rem, (min-width: 768px) 50vw, 100vw',
        event.imageWidth,
      )}
      alt={alt}
      width={event.imageWidth ?? 800}
      height={event.imageHeight ?? 1000}
      fetchPriority="high"
      decoding="async"
      className="h-auto max-h-[80dvh] w-full rounded-3xl bg-surface-muted object-contain shadow-card"
    />
  );
}
