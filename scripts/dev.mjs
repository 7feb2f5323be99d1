#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch: restarts when its code or core's changes) and the Vite
// dev server (hot reload, proxying the server's paths to it) together. Ctrl-C stops both; when one
// of them stops, so does the other.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const children = [
  {
    name: 'server',
    command: 'npx',
    args: ['tsx', 'watch', '--clear-screen=false', 'src/server.ts'],
    cwd: 'apps/server',
    env: { PORT: apiPort },
  },
  {
    name: 'web',
    command: 'npx',
    args: ['vite'],
    cwd: 'apps/web',
    env: { DEV_API_URL: `http://localhost:${apiPort}` },
  },
].map(({ name, command, args, cwd, env }) => {
  // A process group of its own, so stopping reaches what npx started (vite, tsx and its node).
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} stopped (${code ?? 'signal'})`);
    stopAll(code ?? 0);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // That group has ended already.
    }
  }
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
