/** The query keys of claims (`contract.claims`): the person's own, and the admin's queue. */
export const claimKeys = {
  /** The signed-in person's claims and their status. */
  mine: ['claims', 'mine'] as const,
  /** Claims waiting for an admin (under `admin`, with everything only admins load). */
  queue: ['admin', 'claims'] as const,
};
