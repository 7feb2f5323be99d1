/**
 * How write routes learn who is calling. The accounts module decides (from the access token); the
 * routes only receive this function, so they carry no authentication code of their own.
 */
import type { FastifyRequest } from 'fastify';
import type { SubmissionCaller } from './events.policy.ts';

export type CallerOf = (request: FastifyRequest) => SubmissionCaller | null;

export interface CallerRouteOptions {
  callerOf: CallerOf;
}
