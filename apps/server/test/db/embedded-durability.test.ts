/**
 * The embedded database lives on its own thread; a write the API has answered is on disk even when
 * the process is killed outright (SIGKILL) the next moment, and the server starts again on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { consentLogs } from '../../src/db/schema.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

describe('the embedded database after kill -9', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-kill9-'));
  let server: ServerProcess | undefined;
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered write', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    const cookie = {
      categories: ['necessary'],
      revision: 1,
      consentId: '1f6c2b7e-3d4a-4b5c-9e8f-7a6b5c4d3e2f',
      consentTimestamp: '2026-05-01T18:00:00.000Z',
      lastConsentTimestamp: '2026-05-01T18:00:00.000Z',
      languageCode: 'el',
      services: { necessary: [], analytics: [], ads: [] },
      data: null,
      expirationTime: 1793000000000,
    };
    const devicesWritten = ['kill9-device-01', 'kill9-device-02', 'kill9-device-03'];
    for (const device of devicesWritten) {
      const response = await fetch(`${server.baseUrl}/api/public/log-consent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-id': device },
        body: JSON.stringify({ cookie, account: null }),
      });
      expect(response.status).toBe(204);
    }
    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();

    const database = await openDatabase({ dataDir });
    try {
      for (const device of devicesWritten) {
        const rows = await database.db.select().from(consentLogs).where(eq(consentLogs.deviceId, device));
        expect(rows).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
