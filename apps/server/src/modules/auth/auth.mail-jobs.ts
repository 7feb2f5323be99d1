/**
 * Account e-mails (confirm the address, choose a new password, "you already have an account")
 * leave through the job queue, never from the request: a request only queues a job with the
 * address as typed, the same whether or not it has an account, so neither the answer nor its time
 * tells, and a mail server that is down delays the mail (the job is retried) instead of changing
 * the answer. The worker looks the address up and mails only what fits the account it finds.
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Language } from '../../lib/language.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashToken, randomToken } from '../../lib/random-token.ts';
import { JOB_KINDS, type JobPayload } from '../jobs/job-kinds.ts';
import { enqueueJob, jobHandlers } from '../jobs/jobs.service.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { findUserByEmail, type UserRow } from '../users/users.service.ts';
import { accountMail } from './auth.mails.ts';
import { type EmailTokenPurpose, insertEmailToken } from './sessions.repository.ts';

export type AccountMailRequest = JobPayload<typeof JOB_KINDS.accountMail>;

const LINK_HOURS: Record<EmailTokenPurpose, number> = { 'verify-email': 48, 'reset-password': 1 };

/** Queues an account e-mail to `email` (one job, whatever the address). */
export async function queueAccountMail(db: DbOrTx, request: AccountMailRequest): Promise<void> {
  await enqueueJob(db, JOB_KINDS.accountMail, request);
}

interface MailDeps {
  mailer: Mailer;
  publicUrl: string;
}

async function sendLink(
  db: DbOrTx,
  deps: MailDeps,
  user: UserRow,
  purpose: EmailTokenPurpose,
  language: Language,
): Promise<void> {
  const token = randomToken();
  await insertEmailToken(db, {
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LINK_HOURS[purpose] * 3600 * 1000),
  });
  const link = `${deps.publicUrl}/${purpose}?token=${token}`;
  await deps.mailer.send(accountMail(purpose, language, user.email, link));
}

export function accountMailJobHandlers(db: DbOrTx, deps: MailDeps): JobHandlers {
  return jobHandlers({
    async [JOB_KINDS.accountMail]({ kind, email, language }) {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      if (kind === 'reset-password') return sendLink(db, deps, user, 'reset-password', language);
      if (kind === 'verify-email') {
        // Only an e-mail sign-up still waiting for its confirmation gets a (new) link.
        if (!user.emailVerifiedAt && user.passwordHash)
          await sendLink(db, deps, user, 'verify-email', language);
        return;
      }
      if (!user.emailVerifiedAt) return;
      const link = `${deps.publicUrl}/forgot-password?email=${encodeURIComponent(user.email)}`;
      await deps.mailer.send(accountMail('already-registered', language, user.email, link));
    },
  });
}
