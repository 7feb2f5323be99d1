/**
 * Glentia as production runs it: `node apps/server/dist/server.js` in a child process, with its
 * JSON log lines collected. The build must be current (`npm test` builds first; alone, run
 * `npm run build -w apps/server`): a stale build would test yesterday's code.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot, serverRoot } from '../../src/lib/paths.ts';

export interface LogLine {
  msg?: string;
  reqId?: string;
  level?: number;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  lines: LogLine[];
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** The first log line (already printed or still to come) that matches, within `timeoutMs`. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

/** The built server, refusing a missing or stale build. */
export function builtServer(): string {
  const entry = path.join(serverRoot(), 'dist', 'server.js');
  let built: number;
  try {
    built = statSync(entry).mtimeMs;
  } catch {
    throw new Error(`${entry} is missing: run \`npm run build -w apps/server\` first`);
  }
  const sources = [path.join(serverRoot(), 'src'), path.join(repositoryRoot(), 'packages', 'core', 'src')];
  for (const folder of sources) {
    for (const entryName of readdirSync(folder, { recursive: true }) as string[]) {
      if (!entryName.endsWith('.ts') || entryName.endsWith('.test.ts')) continue;
      if (statSync(path.join(folder, entryName)).mtimeMs > built)
        throw new Error(`${entry} is older than ${entryName}: run \`npm run build -w apps/server\` first`);
    }
  }
  return entry;
}

export async function startServerProcess(
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [builtServer()], {
    cwd: repositoryRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED: 'none',
      WEB_DIST_DIR: path.join(env.DATA_DIR ?? repositoryRoot(), 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const waiters = new Set<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  const onText = (chunk: Buffer) => {
    for (const text of chunk.toString('utf8').split('\n')) {
      if (!text.trim()) continue;
      raw.push(text);
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { msg: text };
      }
      lines.push(line);
      for (const waiter of waiters)
        if (waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
    }
  };
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    // JSON lines may arrive split across chunks: hand over whole lines only.
    buffered += chunk.toString('utf8');
    const end = buffered.lastIndexOf('\n');
    if (end < 0) return;
    onText(Buffer.from(buffered.slice(0, end + 1)));
    buffered = buffered.slice(end + 1);
  });
  child.stderr!.on('data', onText);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => raw.join('\n');

  const waitForLine = (match: (line: LogLine) => boolean, timeoutMs = 15_000) => {
    const found = lines.find(match);
    if (found) return Promise.resolve(found);
    return new Promise<LogLine>((resolve, reject) => {
      const waiter = { match, resolve };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching log line within ${timeoutMs} ms; output:\n${output()}`));
      }, timeoutMs);
      waiter.resolve = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
      waiters.add(waiter);
      void exited.then(() => {
        if (!waiters.has(waiter)) return;
        waiters.delete(waiter);
        clearTimeout(timer);
        reject(new Error(`the server exited before the log line; output:\n${output()}`));
      });
    });
  };

  const listening = await waitForLine(
    (line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening at http://127.0.0.1:'),
    startTimeoutMs,
  );
  const port = Number(/:(\d+)$/.exec(listening.msg!)?.[1]);
  return { child, baseUrl: `http://127.0.0.1:${port}`, port, lines, output, waitForLine, exited };
}
