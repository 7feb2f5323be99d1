import { contract, type TAd, type ZAdEventBody } from '@glentia/core';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { consentAllows } from '../../../lib/consent-state.ts';
import { takeCountedBeforeStart } from '../../../lib/counted-before-start.ts';

export type AdEventBody = z.infer<typeof ZAdEventBody>;

/**
 * Records a view or click of an ad, for the sponsor's statistics. With the visitor's consent to
 * ads, `POST /api/public/ads/{id}/event` with this device; without it (or before any choice), only
 * an anonymous count that carries no device id and keeps no identifier (SPEC §9). The choice is
 * read at the moment of sending, so a later choice or withdrawal applies to the next one.
 * Failures are not the visitor's concern.
 */
export function sendAdEvent(ad: Pick<TAd, 'id'>, body: AdEventBody): void {
  if (body.actionType === 'VIEW' && takeCountedBeforeStart(`ad:${ad.id}`)) return;
  const sent = consentAllows('ads')
    ? call(contract.ads.recordEvent, { params: { id: ad.id }, body }, { background: true })
    : call(
        contract.anonymousCounts.adEvent,
        { params: { id: ad.id }, body },
        { background: true, anonymous: true },
      );
  sent.catch(() => undefined);
}
