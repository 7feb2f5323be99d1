/**
 * SIGTERM on the built server, as an orchestrator sends it on every deploy: a request in flight
 * still gets its answer, new connections are refused, and the process exits 0.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

describe('shutting down on SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'glentia-sigterm-'));
    server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '20' });
  });
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, and exits 0', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-request-id': 'slow-upload-1',
          'x-device-id': 'sigterm-test-device',
        },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      // Half the body now: the request is in flight until the rest comes.
      request.write(body.slice(0, 10));
      void (async () => {
        await server.waitForLine((line) => line.msg === 'shutting down: not ready any more');
        // No new connection is taken once the server has stopped listening.
        await expect
          .poll(
            async () => {
              try {
                await fetch(`${server.baseUrl}/api/health`);
                return 'answered';
              } catch {
                return 'refused';
              }
            },
            { timeout: 10_000, interval: 50 },
          )
          .toBe('refused');
        request.end(body.slice(10));
      })().catch(reject);
    });

    await server.waitForLine((line) => line.reqId === 'slow-upload-1' && line.msg === 'incoming request');
    server.child.kill('SIGTERM');

    const { status, body: text } = await answer;
    expect(status, server.output()).toBe(401);
    expect(JSON.parse(text)).toMatchObject({ statusCode: 401 });
    expect(await server.exited).toBe(0);
    expect(server.lines.some((line) => line.msg === 'shut down')).toBe(true);
  });
});
