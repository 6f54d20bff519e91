// Crash durability for `npm start`. firebase-tools exports the emulators' data only on a clean exit
// (--export-on-exit), so a SIGKILL, an OOM kill or a power cut lost everything since the last
// start (measured: every acknowledged write). While it runs, `npm start` now also asks the
// emulator hub for an export every few seconds, each into a fresh folder beside the data folder;
// at start the newest complete export wins, whether the exit export or an autosave.
//
// Fresh folders on purpose: the hub deletes its target before moving the new export in, so
// overwriting one folder would leave a moment with no complete copy. Old autosaves are renamed
// to `.trash-*` (atomic) before being deleted, so a half-deleted folder is never picked up.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const METADATA = 'firebase-export-metadata.json';

/** Export folders of this data folder: the exit export itself and its autosaves. */
function candidates(dataDir) {
  const parent = dirname(dataDir);
  const prefix = `${basename(dataDir)}.autosave-`;
  const autosaves = readdirSync(parent)
    .filter((name) => name.startsWith(prefix) && !name.includes('.trash-'))
    .map((name) => join(parent, name));
  return [dataDir, ...autosaves];
}

/** A complete export: its metadata file and the files that metadata points to are all there. */
function exportedAt(dir) {
  try {
    const metadataPath = join(dir, METADATA);
    const metadata = JSON.parse(readFileSync(metadataPath, 'utf8'));
    if (metadata.firestore && !existsSync(join(dir, metadata.firestore.metadata_file))) return undefined;
    if (metadata.auth && !existsSync(join(dir, metadata.auth.path, 'accounts.json'))) return undefined;
    return statSync(metadataPath).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest complete export to import, if any. */
export function newestExport(dataDir) {
  let best;
  for (const dir of candidates(dataDir)) {
    const at = exportedAt(dir);
    if (at !== undefined && (!best || at > best.at)) best = { dir, at };
  }
  return best?.dir;
}

function discard(dir) {
  const trash = `${dir}.trash-${Date.now()}`;
  try {
    renameSync(dir, trash);
  } catch {
    return;
  }
  rmSync(trash, { recursive: true, force: true });
}

/** Leftovers of a crash: trash folders, and the hub's temporary export folders (in the cwd). */
export function cleanLeftovers(dataDir, hubCwd) {
  const parent = dirname(dataDir);
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${basename(dataDir)}.autosave-`) && name.includes('.trash-'))
      rmSync(join(parent, name), { recursive: true, force: true });
  }
  // firebase-tools makes these in its working directory while exporting; older than a minute = orphaned.
  for (const name of readdirSync(hubCwd)) {
    const path = join(hubCwd, name);
    if (name.startsWith('firebase-export-') && Date.now() - statSync(path).mtimeMs > 60_000) rmSync(path, { recursive: true, force: true });
  }
}

/** Removes every autosave (after a good exit export, which is newer than all of them). */
export function dropAutosaves(dataDir) {
  for (const dir of candidates(dataDir).slice(1)) discard(dir);
}

/**
 * Exports through the hub every `intervalMs`, never two at once, and keeps only the newest
 * autosave. Returns a stop function that waits for an export in flight.
 */
export function startAutosave({ dataDir, hubPort, intervalMs, onError }) {
  let inFlight;
  let stopped = false;
  let failures = 0;
  const once = async () => {
    const target = `${dataDir}.autosave-${Date.now()}`;
    const response = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: target, initiatedBy: 'npm-start-autosave' }),
    });
    if (!response.ok) throw new Error(`hub export answered HTTP ${response.status}: ${await response.text()}`);
    if (exportedAt(target) === undefined) throw new Error(`hub export left no complete copy in ${target}`);
    for (const dir of candidates(dataDir).slice(1)) if (dir !== target) discard(dir);
  };
  const timer = setInterval(() => {
    if (stopped || inFlight) return; // a slow export: skip this tick rather than queue
    inFlight = once()
      .then(() => {
        failures = 0;
      })
      .catch((error) => {
        // Reported once per run of failures: the previous autosave stays in place meanwhile.
        if (failures++ === 0) onError(error);
      })
      .finally(() => {
        inFlight = undefined;
      });
  }, intervalMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await inFlight;
  };
}
