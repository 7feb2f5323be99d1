/** The query keys of the partner page (`contract.partner`). */
export const partnerKeys = {
  all: ['partner'] as const,
  overview: ['partner', 'overview'] as const,
  eventDaily: (id: string) => ['partner', 'glentia', id, 'daily'] as const,
};
