/**
 * The Instagram Graph API's Business Discovery: the recent posts of a public business or creator
 * account, asked through Glentia's own Instagram business account (`INSTAGRAM_USER_ID`).
 * `GET /{ig-user-id}?fields=business_discovery.username(<username>){media{...}}`. The request goes
 * through the outbound policy, so `INSTAGRAM_GRAPH_URL` too must be a public address; the pictures
 * are fetched later by the safe fetch, as for any address someone else gave us.
 */
import { z } from 'zod';
import {
  jsonBody,
  type OutboundPolicy,
  type OutboundResponse,
  outboundRequest,
} from '../../lib/outbound/outbound-request.ts';

const ZMedia = z.object({
  id: z.string(),
  caption: z.string().nullish(),
  media_type: z.string().nullish(),
  media_url: z.string().nullish(),
  permalink: z.string().nullish(),
  timestamp: z.string().nullish(),
});
export type InstagramMedia = z.infer<typeof ZMedia>;

const ZDiscoveryAnswer = z.object({
  business_discovery: z.object({ media: z.object({ data: z.array(ZMedia) }).nullish() }),
});

const ZGraphError = z.object({ error: z.object({ message: z.string() }) });

export interface InstagramSettings {
  graphUrl: string;
  token: string;
  userId: string;
  /** The outbound policy's code-level side (tests: the stand-in's port); production passes nothing. */
  policy?: OutboundPolicy;
}

/** Instagram usernames are letters, digits, dots and underscores; anything else is refused before asking. */
export function isInstagramUsername(value: string): boolean {
  return /^[A-Za-z0-9._]{1,30}$/.test(value);
}

export class InstagramError extends Error {
  override readonly name = 'InstagramError';
}

/** Recent media of `username`, newest first as the API gives them. */
export async function fetchRecentMedia(
  settings: InstagramSettings,
  username: string,
  timeoutMs = 10_000,
): Promise<InstagramMedia[]> {
  if (!isInstagramUsername(username)) throw new InstagramError(`not an Instagram username: ${username}`);
  const url = new URL(`${settings.graphUrl}/${encodeURIComponent(settings.userId)}`);
  url.searchParams.set(
    'fields',
    `business_discovery.username(${username}){media{id,caption,media_type,media_url,permalink,timestamp}}`,
  );
  url.searchParams.set('access_token', settings.token);
  let response: OutboundResponse;
  try {
    response = await outboundRequest(url, {
      ...settings.policy,
      timeoutMs,
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new InstagramError('Instagram could not be reached');
  }
  const body = jsonBody(response);
  if (response.status < 200 || response.status >= 300) {
    const error = ZGraphError.safeParse(body);
    throw new InstagramError(
      error.success ? error.data.error.message : `Instagram answered ${response.status}`,
    );
  }
  const parsed = ZDiscoveryAnswer.safeParse(body);
  if (!parsed.success) throw new InstagramError('Instagram answered in an unexpected shape');
  return parsed.data.business_discovery.media?.data ?? [];
}
