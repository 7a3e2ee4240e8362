import { getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/seed.mjs';

/** Every document under the demo restaurant, recursively, as path → data. */
async function snapshotTree(): Promise<Map<string, unknown>> {
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore();
  const tree = new Map<string, unknown>();
  // Level by level: one batched read of each level's documents and their sub-collections listed in
  // parallel, rather than one round trip per document (thousands of them: sixty days of sales).
  let level: DocumentReference[] = [db.collection('restaurants').doc('demo-restaurant')];
  while (level.length > 0) {
    const next: DocumentReference[] = [];
    for (let start = 0; start < level.length; start += 200) {
      const chunk = level.slice(start, start + 200);
      const [snapshots, children] = await Promise.all([
        db.getAll(...chunk),
        Promise.all(
          chunk.map(async (ref) => {
            const collections = await ref.listCollections();
            return (await Promise.all(collections.map((sub) => sub.listDocuments()))).flat();
          }),
        ),
      ]);
      for (const snapshot of snapshots) if (snapshot.exists) tree.set(snapshot.ref.path, snapshot.data());
      next.push(...children.flat());
    }
    level = next;
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
