#!/usr/bin/env node
// `node scripts/firebase.mjs <args>`: the pinned firebase-tools with the offline Firestore launcher.
import { spawnFirebase } from './lib/emulators.mjs';

const child = spawnFirebase(process.argv.slice(2));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
