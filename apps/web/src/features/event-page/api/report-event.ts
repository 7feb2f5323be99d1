import { contract, type TEventReportBody } from '@glentia/core';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `POST /api/public/glentia/{id}/report`: a visitor's report that the event is wrong or canceled. */
export function reportEvent(input: { id: string; body: TEventReportBody }): Promise<undefined> {
  return call(contract.events.report, { params: { id: input.id }, body: input.body });
}

export function useReportEvent() {
  return useMutation({ mutationFn: reportEvent });
}
