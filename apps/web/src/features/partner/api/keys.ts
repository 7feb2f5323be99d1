/** The query keys of the partner page (`contract.partner`) and the artist's numbers. */
export const partnerKeys = {
  all: ['partner'] as const,
  overview: ['partner', 'overview'] as const,
  pending: ['partner', 'pending'] as const,
  eventDaily: (id: string, scope: 'venue' | 'artist' = 'venue') =>
    ['partner', scope, 'glentia', id, 'daily'] as const,
};
