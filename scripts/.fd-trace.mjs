import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const root = '/work/wt/first-download';
const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', DATA_DIR: root + '/data/bench-demo', PORT: '3905', SEED: 'none' }, stdio: ['ignore', 'ignore', 'inherit'] });
for (;;) { try { if ((await fetch('http://127.0.0.1:3905/api/public/initialize')).ok) break; } catch {} await new Promise(r => setTimeout(r, 100)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' });
const page = await context.newPage();
const t0 = Date.now();
page.on('request', (r) => console.log('req', Date.now() - t0, r.resourceType(), r.url().replace('http://127.0.0.1:3905', '')));
page.on('requestfinished', (r) => console.log('fin', Date.now() - t0, r.url().replace('http://127.0.0.1:3905', '')));
page.on('console', (m) => console.log('console', m.text()));
await page.goto('http://127.0.0.1:3905' + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
console.log('idle at', Date.now() - t0);
await new Promise(r => setTimeout(r, 4000));
await browser.close(); server.kill();
