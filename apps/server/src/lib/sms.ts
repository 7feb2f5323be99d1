/**
 * Text messages through a service speaking Twilio's Messages API:
 * `POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `From` and
 * `Body`, HTTP basic auth with the account SID and auth token; the answer is 201 with the message
 * resource (`{ sid, status, … }`) or an error resource (`{ code, message, status }`). The request goes
 * through the outbound policy, so `SMS_API_URL` too must be a public address. Off unless configured.
 */
import { normalizePhone } from '@glentia/core';
import { z } from 'zod';
import type { Config } from '../config/env.ts';
import { jsonBody, type OutboundPolicy, outboundRequest } from './outbound/outbound-request.ts';

export interface Sms {
  /** A phone number as a venue's record keeps it; Greek numbers without a country code get +30. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

const ZMessage = z.object({ sid: z.string(), status: z.string() });
const ZTwilioError = z.object({ code: z.number().optional(), message: z.string().optional() });

/** The number in E.164 (`+30…`), as the service wants it; null when it cannot be a phone. */
export function e164(phone: string): string | null {
  let number = normalizePhone(phone);
  if (number.startsWith('00')) number = `+${number.slice(2)}`;
  // A Greek number as Greeks write it: ten digits, landlines from 2, mobiles from 69.
  if (!number.startsWith('+') && /^(2\d|69)\d{8}$/.test(number)) number = `+30${number}`;
  return /^\+[1-9]\d{7,14}$/.test(number) ? number : null;
}

/** The sender for the configured service, or null when SMS is off. */
export function smsSender(config: Pick<Config, 'sms'>, policy: OutboundPolicy = {}): SmsSender | null {
  const sms = config.sms;
  if (!sms) return null;
  return {
    async send({ to, body }) {
      const number = e164(to);
      if (!number) throw new Error('not a phone number an SMS can go to');
      const url = new URL(
        `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`,
      );
      const response = await outboundRequest(url, {
        ...policy,
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`,
        },
        body: new URLSearchParams({ To: number, From: sms.from, Body: body }).toString(),
        timeoutMs: 10_000,
        maxBytes: 64 * 1024,
      });
      if (response.status < 200 || response.status >= 300) {
        const failure = ZTwilioError.safeParse(jsonBody(response));
        const detail = failure.success && failure.data.code ? ` (code ${failure.data.code})` : '';
        throw new Error(`SMS service answered ${response.status}${detail}`);
      }
      if (!ZMessage.safeParse(jsonBody(response)).success)
        throw new Error('SMS service answered something else');
    },
  };
}
