import type { TAd, ZAdEventBody } from '@glentia/core';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type AdEventBody = z.infer<typeof ZAdEventBody>;

/** `POST /api/public/ads/{id}/event`: records a view or click of an ad. Failures are not the visitor's concern. */
export function sendAdEvent(ad: Pick<TAd, 'id'>, body: AdEventBody): void {
  api.post(`/api/public/ads/${ad.id}/event`, body, { background: true }).catch(() => undefined);
}
