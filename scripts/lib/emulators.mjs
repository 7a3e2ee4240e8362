// Everything the project's scripts need to run the Firebase Emulator Suite offline.
// Only Node built-ins here: `npm start` imports this before dependencies may exist.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-restaurant-platform';
export const REGION = 'australia-southeast1';

/** Fixed loopback ports; the README lists the same numbers. */
export const PORTS = {
  hub: 4400,
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  // firebase-tools serves the first hosting target on the configured port, the second 5 higher and
  // each further one on the next port up.
  hosting: { admin: 5000, customer: 5005, staff: 5006, kds: 5007, website: 5008 },
};

export const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
  GCLOUD_PROJECT: PROJECT_ID,
};

export const API_DIRECT_URL = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`;

export const INSTALLED_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * firebase-tools runs the Firestore emulator as `java -jar <path>` and would download its own jar.
 * Where Debian's emulator package is installed we hand it a tiny launcher jar whose manifest points
 * at the installed jar instead; elsewhere firebase-tools' normal download is left alone.
 */
export function firestoreLauncherEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (!existsSync(INSTALLED_FIRESTORE_JAR)) return {};
  const dir = join(ROOT, '.cache', 'firestore-launcher');
  const launcher = join(dir, 'firestore-launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      `Manifest-Version: 1.0\nMain-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: file:${INSTALLED_FIRESTORE_JAR}\n`,
    );
    execFileSync('jar', ['cfm', launcher, 'MANIFEST.MF'], { cwd: dir, stdio: 'inherit' });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

export function firebaseBin() {
  return join(ROOT, 'node_modules', '.bin', 'firebase');
}

/** Runs firebase-tools (the pinned dev dependency, never a global one) with the launcher env. */
export function spawnFirebase(args, options = {}) {
  return spawn(firebaseBin(), [...args, '--project', PROJECT_ID], {
    cwd: ROOT,
    stdio: 'inherit',
    ...options,
    env: {
      // The Functions emulator runs one request per worker process and starts a process for every
      // request that finds none idle, answering 504 when that start takes over this many seconds
      // (30 by default). Thirty simultaneous orders on a two-core machine start thirty processes at
      // once (each ~1 s of CPU to load the Functions SDK), which takes longer than 30 s: production
      // serves them from one instance (concurrency 80), so the emulator is given the time instead.
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...process.env,
      ...firestoreLauncherEnv(),
      ...options.env,
    },
  });
}

/** Resolves when `url` answers with a status below 500, or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Timed out waiting for ${url}: ${lastError?.message ?? 'no answer'}`);
}
