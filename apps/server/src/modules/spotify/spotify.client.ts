/**
 * Spotify Web API (SPEC §6): the client-credentials token flow, then an artist (followers,
 * popularity, images) and their albums. Every request goes through the outbound policy, so the
 * configured addresses too must be public.
 */
import { z } from 'zod';
import type { SpotifyAlbumData, SpotifyArtistData } from '../../db/schema.ts';
import { jsonBody, type OutboundPolicy, outboundRequest } from '../../lib/outbound/outbound-request.ts';

export interface SpotifyConfig {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  accountsUrl: string;
}

const ZToken = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const ZImage = z.object({
  url: z.string(),
  width: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  height: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
});
const ZArtist = z.object({
  id: z.string(),
  name: z.string(),
  followers: z.object({ total: z.number().int().nonnegative() }),
  popularity: z.number().int().min(0).max(100).optional(),
  images: z.array(ZImage).default([]),
  external_urls: z.object({ spotify: z.string() }),
});
const ZAlbums = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      images: z.array(ZImage).default([]),
      release_date: z.string(),
      album_type: z.string(),
      external_urls: z.object({ spotify: z.string() }),
    }),
  ),
});

/** Spotify answered something other than success (a 404 means the id is unknown). */
export class SpotifyError extends Error {
  override readonly name = 'SpotifyError';
  constructor(readonly status: number) {
    super(`Spotify answered ${status}`);
  }
}

const LIMITS = { timeoutMs: 8_000, maxBytes: 1024 * 1024 } as const;

/** A client holding its access token until shortly before it expires. */
export class SpotifyClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: SpotifyConfig,
    private readonly policy: OutboundPolicy = {},
    private readonly now: () => number = Date.now,
  ) {}

  private pending: Promise<string> | null = null;

  /** The cached token, or one new token however many requests ask at once. */
  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return Promise.resolve(this.token.value);
    this.pending ??= this.requestToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async requestToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const response = await outboundRequest(`${this.config.accountsUrl}/api/token`, {
      ...this.policy,
      ...LIMITS,
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (response.status !== 200) throw new SpotifyError(response.status);
    const token = ZToken.parse(jsonBody(response));
    // A minute early, so a token never expires on its way.
    this.token = { value: token.access_token, expiresAt: this.now() + (token.expires_in - 60) * 1000 };
    return token.access_token;
  }

  private async get(path: string): Promise<unknown> {
    const send = async () =>
      outboundRequest(`${this.config.apiUrl}${path}`, {
        ...this.policy,
        ...LIMITS,
        headers: { authorization: `Bearer ${await this.accessToken()}`, accept: 'application/json' },
      });
    let response = await send();
    if (response.status === 401) {
      // Revoked or expired early: one new token, one more try.
      this.token = null;
      response = await send();
    }
    if (response.status !== 200) throw new SpotifyError(response.status);
    return jsonBody(response);
  }

  async artist(id: string): Promise<SpotifyArtistData> {
    return ZArtist.parse(await this.get(`/artists/${encodeURIComponent(id)}`));
  }

  async albums(id: string): Promise<{ items: SpotifyAlbumData[] }> {
    const query = 'include_groups=album,single&limit=20';
    return ZAlbums.parse(await this.get(`/artists/${encodeURIComponent(id)}/albums?${query}`));
  }
}
