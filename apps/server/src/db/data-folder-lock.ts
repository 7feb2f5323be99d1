/**
 * One process at a time on the embedded database's files. PGlite is PostgreSQL without its
 * postmaster, so nothing stops a second process from opening the same folder: a second `npm start`
 * on the same `DATA_DIR`, or `npm run admin:create` while the server runs. Both then write the same
 * pages and log, and the first one's next query waited for ever: every request to that server hung,
 * sign-in included, until it was killed (seen with a second server started on a demo folder).
 *
 * The folder is held by a local socket that the holding process listens on (a named pipe on
 * Windows). The system closes it when that process ends, however it ends, so a holder that was
 * killed is told from a live one by whether it still answers: no process id to outlive its owner
 * or to be taken by an unrelated process after a restart.
 */
import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A live process holds the folder: the message says which and what to do. */
export class DataFolderBusyError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number | null,
  ) {
    const holder = holderPid === null ? 'Another process' : `Another process (pid ${holderPid})`;
    super(
      `${holder} has the embedded database in ${folder} open. Stop it first (a Glentia server, or ` +
        '`npm run admin:create`), or give this one a DATA_DIR of its own: two processes on the same ' +
        'files would overwrite each other.',
    );
    this.name = 'DataFolderBusyError';
  }
}

/** Where the holder of `folder` listens: a socket beside the folder, or one named after it. */
export function lockAddress(folder: string): string {
  const resolved = realpathSync(folder);
  const named = createHash('sha256').update(resolved).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\?\\pipe\\glentia-${named}`;
  const beside = `${resolved}.lock`;
  // A socket's path has room for about 100 bytes (104 on macOS, 108 on Linux).
  return Buffer.byteLength(beside) <= 100 ? beside : path.join(os.tmpdir(), `glentia-${named}.lock`);
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    // Whoever asks is told who holds the folder, then let go.
    const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // Holding the folder is no reason for the process to stay up.
      server.unref();
      resolve(server);
    });
  });
}

/** The holder's process id when something answers at `address`; undefined when nothing does. */
function askHolder(address: string): Promise<number | null | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let said = '';
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => {
      said += text;
    });
    socket.on('end', () => {
      const pid = Number.parseInt(said, 10);
      resolve(Number.isInteger(pid) ? pid : null);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? undefined : null);
    });
  });
}

/**
 * Takes `folder` for this process, or throws `DataFolderBusyError` when a live process holds it.
 * A socket left by a holder that was killed is taken over. Returns the release.
 */
export async function holdDataFolder(folder: string): Promise<() => Promise<void>> {
  const address = lockAddress(folder);
  let server: net.Server;
  try {
    server = await listen(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(address);
    if (holder !== undefined) throw new DataFolderBusyError(folder, holder);
    // Nobody answers: the socket of a process that ended without closing it (a pipe goes with its process).
    if (process.platform !== 'win32') rmSync(address, { force: true });
    server = await listen(address);
  }
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
