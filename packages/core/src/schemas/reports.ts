/** Visitors' reports that an event is wrong or canceled (`POST /api/public/glentia/{id}/report`). */
import { z } from 'zod';
import { ZId } from './common.ts';
import { ZText } from './text.ts';

export const EVENT_REPORT_REASONS = ['wrong', 'canceled'] as const;
export const ZEventReportReason = z.enum(EVENT_REPORT_REASONS).describe('wrong details, or canceled');
export type TEventReportReason = z.infer<typeof ZEventReportReason>;

export const EVENT_REPORT_NOTE_MAX = 300;

/** The report a visitor sends: nothing about who sends it is kept. */
export const ZEventReportBody = z
  .object({
    reason: ZEventReportReason,
    note: ZText()
      .trim()
      .max(EVENT_REPORT_NOTE_MAX)
      .optional()
      .describe(`What is wrong, in a few words (at most ${EVENT_REPORT_NOTE_MAX} characters)`),
  })
  .strict();
export type TEventReportBody = z.infer<typeof ZEventReportBody>;

/** A report as the review queue shows it. */
export const ZEventReport = z
  .object({
    id: ZId,
    reason: ZEventReportReason,
    note: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .describe('Report of a problem');
export type TEventReport = z.infer<typeof ZEventReport>;

/** `POST /api/admin/glentia/{id}/reports/resolve`: drop the reports, or cancel the event and drop them. */
export const ZResolveReportsBody = z
  .object({
    action: z.enum(['dismiss', 'cancel']).describe('dismiss: nothing to fix; cancel: cancel the event'),
  })
  .strict();
export type TResolveReportsBody = z.infer<typeof ZResolveReportsBody>;
