// Finds a Chromium for the browser tests: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or a
// browser Playwright installed earlier. `ensureChromium()` installs one when none is there:
// Debian's package when we are root (apt-get), else Playwright's own download.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return null;
  for (const dir of readdirSync(root).filter((d) => d.startsWith('chromium')).sort().reverse()) {
    for (const sub of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const file = join(root, dir, sub);
      if (existsSync(file)) return file;
    }
  }
  return null;
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((file) => existsSync(file)) ?? playwrightChromium();
}

export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian\'s chromium package…');
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.log('No Chromium found and not root: installing Playwright\'s Chromium…');
    await run('npx', ['playwright-core', 'install', 'chromium']);
  }
  const installed = findChromium();
  if (!installed) throw new Error('Could not find or install Chromium');
  return installed;
}
