/**
 * A real OpenID Connect provider (`oidc-provider` 9) on 127.0.0.1 that plays Google in tests: it
 * discovers, authorizes with PKCE, shows a one-field sign-in page ("which Google account?"),
 * and issues ID tokens with `email`, `email_verified`, `given_name` and `family_name`, as Google does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, interactionPolicy } from 'oidc-provider';

export interface TestAccount {
  email: string;
  givenName?: string;
  familyName?: string;
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims for an address; addresses not added get a made-up name and a verified address. */
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

export async function startOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = 'glentia-test-client';
  const clientSecret = 'glentia-test-secret-0123456789abcdef';
  let server: Server | null = null;

  // Google's `prompt=select_account`: a prompt that is shown when asked for and satisfied by our page.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Like Google: the profile and e-mail claims are in the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: ['glentia-test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => {
        const account = accounts.get(id) ?? { email: id };
        const givenName = account.givenName ?? 'Ελένη';
        const familyName = account.familyName ?? 'Δοκιμή';
        return {
          sub: `google-${Buffer.from(id).toString('hex')}`,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          given_name: givenName,
          family_name: familyName,
          name: `${givenName} ${familyName}`,
        };
      },
    }),
  };

  server = createServer();
  await new Promise<void>((resolve) => server!.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en"><title>Sign in – Test Google</title>
<form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label>Email <input name="email" type="email" autocomplete="off" required></label>
<button type="submit">Continue</button></form></html>`);
      return;
    }
    const email = ((await readForm(request)).get('email') ?? '').trim().toLowerCase();
    const clientIdOf = String(details.params.client_id);
    const grant = new provider.Grant({ accountId: email, clientId: clientIdOf });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { select_account: {}, login: { accountId: email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    callback(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(account) {
      accounts.set(account.email.toLowerCase(), account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  };
}
