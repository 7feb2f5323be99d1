import { UploadedEvents } from '../../features/contribute/components/uploaded-events.tsx';
import contributeTexts from '../../locales/lazy/contribute.ts';
import seriesTexts from '../../locales/lazy/series.ts';

/** The texts this screen speaks (locales/lazy/), added with it when its route loads. */
export const texts = [contributeTexts, seriesTexts];

/** /uploaded: the logged-in person's own events and where each one stands. */
export function UploadedRoute() {
  return <UploadedEvents />;
}
