import { contract, type TResolveReportsBody } from '@glentia/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { invalidateModerated } from './invalidate-moderated.ts';

/** `POST /api/admin/glentia/{id}/reports/resolve`: dismiss the reports, or cancel the event too. */
export function resolveReports(input: { id: string } & TResolveReportsBody): Promise<{ removed: number }> {
  return call(contract.reports.resolve, { params: { id: input.id }, body: { action: input.action } });
}

/** The queue, the badge and (after a cancellation) every list holding the event change: they are fetched again. */
export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReports,
    onSuccess: (_answer, { id }) => invalidateModerated(queryClient, id),
  });
}
