// Makes the Firestore emulator run with no download. firebase-tools runs `java -jar <binary>`;
// Google's packaged jar (google-cloud-cli-firestore-emulator) has no Main-Class, so we build a
// tiny launcher jar whose manifest names the main class and puts that jar on the class path.
// Where the packaged jar is absent, firebase-tools downloads its own as usual (needs network).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-style-and-story';
const PACKAGED_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const LAUNCHER_DIR = join(ROOT, '.emulators');

function hasJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function hasJar() {
  try {
    execFileSync('jar', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Returns the environment for firebase-tools, or throws with what is missing. */
export function emulatorEnv(base = process.env) {
  const env = {
    ...base,
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_CLI_EXPERIMENTS: base.FIREBASE_CLI_EXPERIMENTS ?? '',
    // The Functions emulator starts a worker per concurrent event and drops the event when the
    // worker is not up within this many seconds (default 30). On a loaded 2-core machine, 50
    // sign-ins lost 37-48 user records that way (npm run bench:load); wait longer instead.
    FUNCTIONS_DISCOVERY_TIMEOUT: base.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  };
  if (!hasJava()) {
    throw new Error('Java is missing: the Firestore emulator needs a JDK (11+). On Debian: apt-get install -y default-jdk-headless');
  }
  if (existsSync(PACKAGED_JAR)) {
    if (!hasJar()) throw new Error('The JDK `jar` tool is missing: install a full JDK (apt-get install -y default-jdk-headless).');
    mkdirSync(LAUNCHER_DIR, { recursive: true });
    const launcher = join(LAUNCHER_DIR, 'firestore-launcher.jar');
    if (!existsSync(launcher)) {
      const manifest = join(LAUNCHER_DIR, 'MANIFEST.MF');
      writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${PACKAGED_JAR}\n`);
      execFileSync('jar', ['cfm', launcher, manifest], { cwd: LAUNCHER_DIR });
    }
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  } else {
    const cache = join(base.HOME ?? '', '.cache', 'firebase', 'emulators');
    const cached = existsSync(cache);
    console.warn(
      `[emulators] ${PACKAGED_JAR} not found; firebase-tools will download the Firestore emulator` +
        (cached ? ' (or reuse its cache).' : '. This needs network access; offline, install google-cloud-cli-firestore-emulator.'),
    );
  }
  return env;
}

export const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
