// The browser the end-to-end tests drive: the machine's Chromium (`CHROMIUM`, default
// /usr/bin/chromium). `npm test` calls `ensureChromium()` first: when it is missing and this
// machine may install it (root, Debian's apt-get), it installs Debian's `chromium` and the fonts the
// pages need, as a fresh CI machine needs; otherwise it stops at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';
/**
 * How the browser tests and the benches start it: headless, with nothing of its own on the network
 * (no QUIC, no background fetches, no component updates or sync), so a load is the page's alone.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PACKAGES = ['chromium', 'fonts-noto-core'];

const canInstall = () =>
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** True when the browser is there (or was just installed); false with the reason printed. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const command = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;
  if (process.env.CHROMIUM || !canInstall()) {
    console.error(
      `\nThe browser tests need Chromium at ${CHROMIUM_PATH}. Install it, as root, with:\n  ${command}\n`,
    );
    return false;
  }
  console.log(`\nChromium is missing: installing Debian's ${PACKAGES.join(' and ')} (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env }).status === 0;
  if (!install || !existsSync(CHROMIUM_PATH)) {
    console.error(`\nChromium could not be installed. Run:\n  ${command}\n`);
    return false;
  }
  return true;
}
