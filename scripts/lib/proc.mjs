// Small process helpers shared by the scripts (start, bench, ensure-chromium).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * Every live descendant of a process (Linux /proc; none elsewhere), deepest last. The Firestore
 * emulator's JVM runs in a process group of its own, so signalling a group does not reach it.
 */
export function descendants(pid) {
  const parents = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}
