/**
 * Starts the real, built Glentia server once for every browser test: a fresh data folder, the
 * demo data seeded, a free port. Its address reaches the tests through `inject('baseUrl')`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../../server/test/support/oidc-provider.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder (its e-mail outbox is `<dataDir>/outbox`). */
    dataDir: string;
    /**
     * The one loopback port the server's event import may fetch from: a test serves the page to
     * import on 127.0.0.1 at this port.
     */
    importPagePort: number;
  }
}

const root = path.resolve(import.meta.dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Glentia server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/public/initialize`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Glentia server did not start in time:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const serverEntry = path.join(root, 'apps', 'server', 'dist', 'server.js');
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-e2e-'));
  const port = await freePort();
  const importPagePort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A real OpenID provider on this machine plays Google for the sign-in journeys.
  const google = await startOidcProvider({ redirectUris: [`${baseUrl}/home`] });
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      TEST_IMPORT_LOOPBACK_PORT: String(importPagePort),
      // The place search asks a Nominatim stand-in that a journey serves on the same port; with
      // none listening, it searches the known venues, as without a provider.
      PLACES_URL: `http://127.0.0.1:${importPagePort}/places`,
      // "Show in English" asks a stand-in speaking DeepL's API that a journey serves on that port.
      TRANSLATE_URL: `http://127.0.0.1:${importPagePort}`,
      TRANSLATE_KEY: 'e2e-translation-key',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      SMTP_URL: '',
      AUTH_RATE_LIMIT: '60',
      // Every browser of the journeys is a new device on one address: far above the real limits.
      WRITE_LIMIT_FACTOR: '100',
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitUntilReady(baseUrl, child, () => log);
  // A server that dies during the journeys fails every test after it with "connection refused":
  // say why it died, once, where the runner shows it.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The e2e server stopped (code ${code}, signal ${signal}):\n${log}`);
  });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('importPagePort', importPagePort);

  return async () => {
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await google.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
