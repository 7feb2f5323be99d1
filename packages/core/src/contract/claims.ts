/**
 * Claiming a venue or an artist page: a signed-in person asks to run it with a note and a contact;
 * a code mailed to the venue's own e-mail confirms it at once, otherwise an admin decides.
 */
import { z } from 'zod';
import { routeGroup } from './group.ts';
import { ZError, ZText } from './schemas.ts';

const ZClaimStatus = z.enum(['code', 'review', 'approved', 'refused']);

export const ZClaimBody = z.object({
  kind: z.enum(['venue', 'artist']).describe('What is claimed: a venue or an artist page'),
  targetId: z.uuid(),
  note: ZText().trim().max(1000),
  contact: ZText().trim().min(3).max(200),
});

export const ZClaim = z.object({
  id: z.uuid(),
  kind: z.enum(['venue', 'artist']),
  targetId: z.uuid(),
  targetName: z.string(),
  status: ZClaimStatus.describe(
    'code: a code went to the venue’s e-mail (or by SMS to its phone); review: an admin decides',
  ),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const ZAdminClaim = ZClaim.extend({
  note: z.string(),
  contact: z.string(),
  username: z.string(),
});

export const ZConfirmClaimBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const ZDecideClaimBody = z.object({
  approve: z.boolean(),
  reason: ZText().trim().max(500).optional(),
});

export type TClaim = z.infer<typeof ZClaim>;
export type TAdminClaim = z.infer<typeof ZAdminClaim>;
export type TClaimBody = z.infer<typeof ZClaimBody>;

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const claimRoute = routeGroup({ access: 'user', tags: ['claims'], errors });
const claimAdminRoute = routeGroup({ access: 'admin', tags: ['admin: claims'], errors });

export const claims = {
  create: claimRoute('POST /api/me/claims', {
    summary: 'Asks to run a venue or an artist page (a code goes to the venue’s e-mail when it has one)',
    body: ZClaimBody,
    responses: { 201: ZClaim, 409: ZError, 429: ZError },
  }),
  confirm: claimRoute('POST /api/me/claims/:id/confirm', {
    summary: 'Confirms a claim with the code mailed to the venue',
    body: ZConfirmClaimBody,
    responses: { 200: ZClaim, 409: ZError, 429: ZError },
  }),
  mine: claimRoute('GET /api/me/claims', {
    summary: 'Your claims, newest first',
    responses: { 200: z.array(ZClaim) },
  }),
  queue: claimAdminRoute('GET /api/admin/claims', {
    summary: 'Claims waiting for an admin, oldest first',
    responses: { 200: z.array(ZAdminClaim) },
  }),
  decide: claimAdminRoute('POST /api/admin/claims/:id/decide', {
    summary: 'Approves a claim (the person runs the page) or refuses it with a reason',
    body: ZDecideClaimBody,
    responses: { 200: ZAdminClaim, 409: ZError },
  }),
};
