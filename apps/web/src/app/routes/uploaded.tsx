import { UploadedEvents } from '../../features/contribute/components/uploaded-events.tsx';

/** /uploaded: the logged-in person's own events and where each one stands. */
export function UploadedRoute() {
  return <UploadedEvents />;
}
