// Browser tests need Debian's Chromium (Playwright's own download cannot work offline).
import { existsSync } from 'node:fs';
import { CHROMIUM } from './lib/chromium.mjs';
import { run } from './lib/proc.mjs';

const INSTALL = 'apt-get update && apt-get install -y chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing: installing Debian's package (${INSTALL})…`);
    const code = await run('bash', ['-c', `${INSTALL} > /tmp/chromium-install.log 2>&1`]);
    if (code === 0 && existsSync(CHROMIUM)) return true;
    console.error('✖ Installing Chromium failed; see /tmp/chromium-install.log');
    return false;
  }
  console.error(
    `✖ Chromium is missing at ${CHROMIUM}. Install it with:\n\n    sudo ${INSTALL}\n\nor set CHROMIUM_PATH to a Chromium binary.`,
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await ensureChromium()) ? 0 : 1);
