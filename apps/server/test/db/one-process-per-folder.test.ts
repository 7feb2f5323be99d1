/**
 * The embedded database's files belong to one process at a time. A second server started on the
 * same DATA_DIR, or a tool opening it while the server runs, is refused with a message that says
 * what to do, and the running server goes on answering (before, both opened the files and the
 * first one's next query waited for ever). Once the server has stopped, the files open again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { DataFolderBusyError } from '../../src/db/data-folder-lock.ts';
import { consentLogs } from '../../src/db/schema.ts';
import { builtServer, type ServerProcess, startServerProcess } from '../support/server-process.ts';

const consent = (deviceId: string, baseUrl: string) =>
  fetch(`${baseUrl}/api/public/log-consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': deviceId },
    body: JSON.stringify({
      cookie: {
        categories: ['necessary'],
        revision: 1,
        consentId: '6a1d5e0c-2b7f-4c3e-8d9a-0f1e2d3c4b5a',
        consentTimestamp: '2026-12-05T18:00:00.000Z',
        lastConsentTimestamp: '2026-12-05T18:00:00.000Z',
        languageCode: 'el',
        services: { necessary: [], analytics: [], ads: [] },
        data: null,
        expirationTime: 1812000000000,
      },
      account: null,
    }),
  });

/**
 * A second `node apps/server/dist/server.js` on `dataDir`: its exit code and what it printed, or
 * 'listening' (and it is stopped) when it started serving.
 */
function secondServer(dataDir: string): Promise<{ code: number | 'listening' | null; output: string }> {
  const child = spawn(process.execPath, [builtServer()], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'none',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (!output.includes('Server listening at')) return;
      child.kill('SIGKILL');
      resolve({ code: 'listening', output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('one process on the embedded database at a time', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-one-process-'));
  let server: ServerProcess | undefined;
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server and a tool while one runs, and opens once it has stopped', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    expect((await consent('one-process-before', server.baseUrl)).status).toBe(204);

    const second = await secondServer(dataDir);
    expect(second.code, second.output).toBe(1);
    expect(second.output).toContain(`Another process (pid ${server.child.pid}) has the embedded database`);

    const refused = await openDatabase({ dataDir }).then(
      async (database) => {
        await database.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataFolderBusyError);
    expect((refused as DataFolderBusyError).holderPid).toBe(server.child.pid);

    // The server that holds the files goes on writing and reading them.
    expect((await consent('one-process-after', server.baseUrl)).status).toBe(204);
    expect((await fetch(`${server.baseUrl}/api/public/initialize`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      for (const deviceId of ['one-process-before', 'one-process-after']) {
        const rows = await database.db.select().from(consentLogs).where(eq(consentLogs.deviceId, deviceId));
        expect(rows, deviceId).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
