// Small process helpers shared by the scripts (start, bench, ensure-chromium).
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';

/** Runs a command to completion with inherited stdio; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`✖ ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(port, { timeoutMs = 90_000, host = '127.0.0.1' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(port, host)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Nothing answered on ${host}:${port} within ${timeoutMs / 1000}s`);
}
