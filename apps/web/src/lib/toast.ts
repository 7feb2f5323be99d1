/**
 * Short messages at the edge of the screen (SPEC §8: green for success, red for errors; 5 s).
 * The toast library loads only when the first message is shown, to keep it out of the first
 * download; messages asked for before it is ready are shown as soon as it is.
 */
import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  description?: string;
  /** Milliseconds (5000 by default); `Infinity` keeps it until acted upon. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface ToastMessage extends ToastOptions {
  kind: ToastKind;
  message: string;
}

interface ToastQueue {
  /** The toaster is wanted on screen (set by the first message). */
  wanted: boolean;
  pending: ToastMessage[];
  deliver: ((toast: ToastMessage) => void) | null;
}

export const useToastQueue = create<ToastQueue>()(() => ({ wanted: false, pending: [], deliver: null }));

export function notify(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  const toast: ToastMessage = { kind, message, ...options };
  const { deliver, pending } = useToastQueue.getState();
  if (deliver) deliver(toast);
  else useToastQueue.setState({ wanted: true, pending: [...pending, toast] });
}

/** The toaster calls this once it is mounted: later messages go straight to it, waiting ones now. */
export function attachToaster(deliver: (toast: ToastMessage) => void): () => void {
  const waiting = useToastQueue.getState().pending;
  useToastQueue.setState({ deliver, pending: [] });
  for (const toast of waiting) deliver(toast);
  return () => useToastQueue.setState({ deliver: null });
}
