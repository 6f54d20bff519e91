// Lanes side by side, each a list of [name, shell command, env?] steps run in order up to its first
// failure. The first lane prints live; the others' output is printed, whole, once every lane ends
// (two live lanes would interleave line by line). Used by `npm test` and its emulator session.
import { spawn } from 'node:child_process';

/** Runs `command` in `cwd`; live output, or collected into `output` (stdout and stderr interleaved). */
const run = (command, { cwd, env }, output) =>
  new Promise((resolve) => {
    const child = spawn(command, { cwd, env, shell: true, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code) => resolve(code ?? 1));
  });

/**
 * Runs `lanes` side by side (a step's own `env`, when given, in place of `options.env`); resolves to each step's time ("name 12s") and the failed steps
 * ("name failed (exit 1)"), in the order they finished.
 */
export async function runLanes(lanes, options) {
  const timings = [];
  const failures = [];
  const runLane = async (steps, live) => {
    const printed = [];
    for (const [name, command, env] of steps) {
      const output = live ? undefined : [];
      if (live) console.log(`\n━━ ${name} ━━`);
      const started = Date.now();
      const code = await run(command, { ...options, ...(env ? { env } : {}) }, output);
      timings.push(`${name} ${Math.round((Date.now() - started) / 1000)}s`);
      if (!live) printed.push(`\n━━ ${name} ━━\n${Buffer.concat(output).toString()}`);
      if (code !== 0) {
        failures.push(`${name} failed (exit ${code})`);
        break;
      }
    }
    return printed.join('');
  };
  const outputs = await Promise.all(lanes.map((steps, i) => runLane(steps, i === 0)));
  for (const output of outputs.slice(1)) process.stdout.write(output);
  return { timings, failures };
}
