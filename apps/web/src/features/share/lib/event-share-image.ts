import type { TEvent } from '@glentia/core';
import type { ShareImageTexts } from './share-image-layout.ts';

/** The name the share image is saved under (SPEC §9). */
export function shareImageFilename(id: string): string {
  return `${id}_instagram.jpeg`;
}

/** The poster for sharing: the square Instagram version when there is one (SPEC §3). */
export function shareImageSource(event: Pick<TEvent, 'instagramImage' | 'image'>): string | null {
  return event.instagramImage ?? event.image;
}

/** Makes the share image of an event; the drawing code is fetched only now. */
export async function makeEventShareImage(
  event: Pick<TEvent, 'instagramImage' | 'image'>,
  texts: ShareImageTexts,
): Promise<Blob> {
  const { renderShareImage } = await import('./share-image.ts');
  return renderShareImage({ imageUrl: shareImageSource(event), texts });
}
