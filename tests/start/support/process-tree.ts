import { readdirSync, readFileSync } from 'node:fs';

/** Every descendant of a process, from /proc (the emulators run in process groups of their own). */
export function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, ppid] of parent) {
      if (ppid !== p) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/**
 * SIGKILLs a process and everything under it. Killing its process group is not enough: the
 * Firestore emulator's JVM has a group of its own and would live on, holding its port.
 */
export function killTree(pid: number) {
  for (const each of [...descendants(pid), pid]) {
    try {
      process.kill(each, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
