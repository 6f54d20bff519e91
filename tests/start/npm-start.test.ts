import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { killTree } from './support/process-tree';
import { SERVICES } from '../../scripts/seed/index';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Its own ports and data folder, so it never meets a developer's `npm start` or another session's
// run: this run's offset + 1000 (a fixed 300 met another session's emulators on offset 300).
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) + 1000;
const dataDir = `${root}/.emulator-data-${OFFSET}`;

let child: ChildProcess | undefined;
let output = '';

function waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no ${pattern} within ${timeoutMs / 1000}s:\n${output.slice(-3000)}`)),
      timeoutMs,
    );
    const check = () => {
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child!.stdout!.on('data', check);
    child!.on('exit', () => reject(new Error(`npm start exited early:\n${output.slice(-3000)}`)));
    check();
  });
}

async function waitForPortClosed(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`port ${port} still open ${timeoutMs / 1000}s after Ctrl-C`);
}

afterAll(() => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) killTree(child.pid);
  rmSync(dataDir, { recursive: true, force: true });
  // The photos' bucket lives beside the data folder (scripts/start.mjs).
  rmSync(`${dataDir}.bucket`, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the seeded site within 90 s, and Ctrl-C stops it and keeps the data', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const started = Date.now();
    child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, EMULATOR_PORT_OFFSET: String(OFFSET) }, detached: true });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));

    const [, url] = await waitForOutput(/Site\s+(http:\/\/127\.0\.0\.1:\d+\/)/, 90_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      await page.route('**/*', (r) => (/^(127\.0\.0\.1|localhost)$/.test(new URL(r.request().url()).hostname) ? r.continue() : r.abort()));
      await page.goto(url);
      const firstService = SERVICES.find((s) => s.data.active)!.data.title;
      await page.getByRole('heading', { name: firstService }).first().waitFor({ timeout: 30_000 });
    } finally {
      await browser.close();
    }
    // The 90 s budget is enforced by waitForOutput above; this line is for the log.
    console.log(`npm start: seeded home page visible after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // Ctrl-C in a terminal signals the whole process group: npm and the start script alike.
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((resolve) => child!.on('exit', resolve));
    await waitForPortClosed(Number(new URL(url).port));
    await waitForPortClosed(8080 + OFFSET);
    expect(existsSync(`${dataDir}/firebase-export-metadata.json`)).toBe(true);
  });
});
