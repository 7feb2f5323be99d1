import { useState } from 'react';

/**
 * Whether a dialog or sheet has been open at least once: one never opened draws nothing. A closed
 * Radix dialog still mounts its parts, and their layout effects set state as the page is adopted,
 * which made React draw again at once, inside the turn that adopted it (6–8 ms of the timeline's
 * start, unthrottled). Once opened, it stays, so that it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
