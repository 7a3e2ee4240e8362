import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/seed.mjs';

/** Every document under a path, recursively, as path → data (timestamps of writes excluded). */
async function snapshotTree(): Promise<Map<string, unknown>> {
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore();
  const tree = new Map<string, unknown>();
  const restaurant = db.collection('restaurants').doc('demo-restaurant');
  const pending = [restaurant];
  while (pending.length > 0) {
    const ref = pending.pop()!;
    const snapshot = await ref.get();
    if (snapshot.exists) tree.set(ref.path, snapshot.data());
    for (const sub of await ref.listCollections()) {
      for (const child of await sub.listDocuments()) pending.push(child);
    }
  }
  return tree;
}

describe('demo seed', () => {
  // Two seeds and two walks of every demo document (sixty days of sales history among them).
  it('is idempotent: a second run leaves every document as it was', { timeout: 180_000 }, async () => {
    await seedDemoData({ quiet: true });
    const before = await snapshotTree();
    await seedDemoData({ quiet: true });
    const after = await snapshotTree();
    expect(before.size).toBeGreaterThan(15);
    expect(after).toEqual(before);
  });
});
