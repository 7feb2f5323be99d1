/**
 * Resolves in a task of its own, so what follows runs apart from the work before it: between two
 * pieces of work a phone gets to paint and to answer a tap. The browser's `scheduler.yield` where
 * it has one (its continuation goes ahead of other waiting tasks), otherwise a message to itself
 * (which, unlike a timer, a hidden tab does not hold back).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the browser has drawn the next frame, in a task after it: work that follows gets a
 * frame of its own, so the browser's styling and layout of it is not added to the work before. In
 * a hidden tab, which draws no frames, as soon as other waiting work allows.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
