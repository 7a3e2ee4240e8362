// What `npm start` and `npm test` need that npm cannot install: Java (the Firestore emulator), Debian's
// Firestore emulator (so nothing is downloaded), Chromium (browser tests), and the npm packages
// themselves. Only Node built-ins here: this runs on a fresh clone before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { firebaseBin, INSTALLED_FIRESTORE_JAR, ROOT } from './emulators.mjs';
import { run } from './run.mjs';

const isDebian = process.platform === 'linux' && existsSync('/etc/debian_version');

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && existsSync(join(dir, command)));
}

/** Java's major version, or 0 when `java` is missing or says nothing we can read. */
function javaMajorVersion() {
  if (!onPath('java')) return 0;
  // `java -version` prints to stderr, e.g. `openjdk version "17.0.15" 2025-04-15`.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return javaVersionIn(`${result.stdout ?? ''}${result.stderr ?? ''}`);
}

function javaVersionIn(text) {
  const match = /version "(?:1\.)?(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * Each system dependency: whether it is there, and the Debian package that brings it. `jar` (JDK) is
 * needed too where the launcher jar for Debian's emulator must be generated (scripts/lib/emulators.mjs).
 */
export const SYSTEM_DEPS = {
  java: {
    what: 'Java 17+ with `jar` (the Firestore emulator and its launcher jar)',
    apt: 'openjdk-17-jdk-headless',
    present: () => javaMajorVersion() >= 17 && (onPath('jar') || !isDebian),
  },
  firestoreEmulator: {
    what: "Debian's Cloud Firestore emulator (otherwise firebase-tools would download one)",
    apt: 'google-cloud-cli-firestore-emulator',
    // Elsewhere firebase-tools downloads its own emulator as usual, so only Debian needs the package.
    present: () => !isDebian || existsSync(INSTALLED_FIRESTORE_JAR) || !!process.env.FIRESTORE_EMULATOR_BINARY_PATH,
  },
  chromium: {
    what: 'Chromium (browser tests; set CHROMIUM_PATH to use another Chromium or Chrome)',
    apt: 'chromium',
    present: () =>
      process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync('/usr/bin/chromium'),
  },
};

/**
 * Makes sure each named dependency is there. As root on Debian, missing ones are installed with
 * apt-get (no prompts: works with CI=true and no stdin). Anywhere else it says exactly what to install
 * and returns false, so the caller can stop with a non-zero exit before anything half-starts.
 */
export async function ensureSystemDeps(names) {
  const missing = names.map((name) => SYSTEM_DEPS[name]).filter((dep) => !dep.present());
  if (missing.length === 0) return true;
  const packages = [...new Set(missing.map((dep) => dep.apt))];
  const canInstall = isDebian && process.getuid?.() === 0 && onPath('apt-get');
  if (!canInstall) {
    console.error(
      [
        'Some system packages this needs are missing:',
        ...missing.map((dep) => `  - ${dep.what}`),
        isDebian
          ? `Install them, then run this again:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`
          : `Install the equivalent of Debian's ${packages.join(', ')} for your system, then run this again.`,
      ].join('\n'),
    );
    return false;
  }
  console.log(`Installing Debian packages (first run only): ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { env, stdio: ['ignore', 'ignore', 'inherit'] };
  const updated = await run('apt-get', ['update', '-qq'], options);
  const installed =
    updated === 0 ? await run('apt-get', ['install', '-y', '-qq', ...packages], options) : updated;
  const stillMissing = missing.filter((dep) => !dep.present());
  if (installed !== 0 || stillMissing.length > 0) {
    console.error(
      `Could not install ${packages.join(' ')} with apt-get (exit ${installed}); still missing:\n` +
        stillMissing.map((dep) => `  - ${dep.what}`).join('\n'),
    );
    return false;
  }
  return true;
}

/** Runs `npm ci` (or `npm install` without a lock file) when the dependencies are not installed yet. */
export async function ensureNpmDependencies() {
  if (existsSync(firebaseBin())) return true;
  console.log('Installing dependencies (first run only)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const command = existsSync(join(ROOT, 'package-lock.json')) ? 'ci' : 'install';
  return (await run(npm, [command, '--no-audit', '--no-fund'], { cwd: ROOT })) === 0;
}

/**
 * Everything a fresh machine needs before the scripts can build and run the emulator suite; stops the
 * process with a non-zero exit and a sentence when something is missing.
 */
export async function ensureSetUp(systemDeps) {
  if (!(await ensureSystemDeps(systemDeps))) {
    console.error('Stopped: the system packages above are needed first.');
    process.exit(1);
  }
  if (!(await ensureNpmDependencies())) {
    console.error('Stopped: installing the npm dependencies failed (see above).');
    process.exit(1);
  }
}
