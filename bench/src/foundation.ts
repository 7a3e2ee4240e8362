/**
 * Foundation figures on the local stack: API round trip through the Hosting rewrite, and how long a
 * committed write takes to reach a web-SDK snapshot listener (the path every live screen relies on,
 * and the floor under DESIGN.md's "order committed → KDS ticket visible, p95 < 1 s").
 */

import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot, terminate } from 'firebase/firestore';
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { type Figure, percentile, printFigures } from './stats';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
const API_URL = 'http://127.0.0.1:5000/api/health';

async function apiRoundTrips(count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(API_URL);
    await response.json();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Admin write (as a function would commit) → client snapshot with the new value. */
async function writeToSnapshot(count: number): Promise<number[]> {
  if (getApps().length === 0) initializeAdmin({ projectId: PROJECT_ID });
  const admin = getAdminFirestore();
  // Benchmarks use their own public-read path: restaurants/{r} documents are publicly readable.
  const path = 'restaurants/bench-latency';
  await admin.doc(path).set({ name: 'Bench', seq: -1 });

  const client = getFirestore(initializeApp({ projectId: PROJECT_ID, apiKey: 'bench' }, 'bench'));
  connectFirestoreEmulator(client, '127.0.0.1', 8080);
  const samples: number[] = [];
  let pending: { seq: number; started: number; resolve: () => void } | undefined;
  const unsubscribe = onSnapshot(doc(client, path), (snapshot) => {
    if (pending && snapshot.get('seq') === pending.seq) {
      samples.push(performance.now() - pending.started);
      pending.resolve();
    }
  });
  for (let seq = 0; seq < count; seq++) {
    await new Promise<void>((resolve) => {
      pending = { seq, started: performance.now(), resolve };
      void admin.doc(path).update({ seq });
    });
  }
  unsubscribe();
  await terminate(client);
  await admin.doc(path).delete();
  return samples;
}

const api = await apiRoundTrips(200);
const live = await writeToSnapshot(100);
const figures: Figure[] = [
  { name: 'GET /api/health via Hosting, p50', value: percentile(api, 50), unit: 'ms' },
  { name: 'GET /api/health via Hosting, p95', value: percentile(api, 95), unit: 'ms' },
  { name: 'write → onSnapshot seen by a client, p50', value: percentile(live, 50), unit: 'ms' },
  {
    name: 'write → onSnapshot seen by a client, p95',
    value: percentile(live, 95),
    unit: 'ms',
    target: { max: 1000, source: 'order → KDS ticket p95, DESIGN.md' },
  },
];
printFigures('Foundation (local emulator suite, loopback)', figures);
