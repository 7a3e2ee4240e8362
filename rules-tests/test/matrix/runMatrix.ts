/**
 * Turns rows of the expectation table into one vitest case per role × target × verb, each an
 * assertSucceeds or assertFails against the emulator, and keeps a tally the suite prints.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  type QuerySnapshot,
  query,
  setDoc,
  updateDoc,
  type WriteBatch,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientsFor,
  PLATFORM_TARGETS,
  ROLE_KEYS,
  ROLES,
  type Role,
  type RoleKey,
  rulesEnvironment,
  type Target,
} from '../support';
import {
  type CollectionGroupRow,
  type Group,
  MATRIX,
  PUBLIC,
  type Row,
  SIGNED_IN,
  type Who,
} from './expectations';
import { parentOf, resolve, targetsOf } from './paths';
import { recordTally, type Tally } from './tally';

export const VERBS = ['get', 'list', 'listOwn', 'create', 'update', 'delete'] as const;
export type Verb = (typeof VERBS)[number];

/** Does the role keep its tenant-bound capacity at this target? */
function inScope(role: Role, target: Target): boolean {
  if (!role.scope) return true;
  if (target.restaurantId !== role.scope.restaurantId) return false;
  return (
    role.scope.storeId === undefined || target.storeId === undefined || role.scope.storeId === target.storeId
  );
}

export function isAllowed(who: Who, role: Role, target: Target): boolean {
  if (who === PUBLIC) return true;
  if (who === SIGNED_IN) return role.uid !== null;
  return role.actsAs !== null && who.includes(role.actsAs) && inScope(role, target);
}

function expectationFor(row: Row, verb: Verb, role: Role, target: Target): boolean | undefined {
  switch (verb) {
    case 'get':
      return isAllowed(row.get, role, target);
    case 'list':
      return isAllowed(row.list, role, target);
    case 'listOwn':
      return row.listOwn === undefined ? undefined : isAllowed(row.listOwn, role, target);
    default:
      return false; // clients write nothing
  }
}

/** A uid no document names, for constraining queries of a caller that has none. */
const uidOf = (role: Role) => role.uid ?? 'not-signed-in';

/**
 * A case's Firestore call, and what its result must show when the rules allow it (so an allow is
 * never vacuous: a get finds the seeded document, a list finds seeded documents).
 */
export interface Operation {
  run: () => Promise<unknown>;
  verify?: (result: never) => void;
}

/**
 * Documents naming each caller, written (rules disabled) before a block of "own documents" cases and
 * removed after it, so an allowed own-documents query must return the caller's: an empty answer fails
 * the case instead of passing as allowed. Modules run one after another (vitest.config.ts) and the
 * hooks belong to the block, so no other case or module sees them.
 */
function useOwnDocuments(env: () => RulesTestEnvironment, documents: () => [string, DocumentData][]): void {
  const write = (change: (batch: WriteBatch, ref: DocumentReference, data: DocumentData) => void) =>
    env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const batch = writeBatch(db);
      for (const [path, data] of documents()) change(batch, doc(db, path), data);
      await batch.commit();
    });
  beforeAll(() => write((batch, ref, data) => batch.set(ref, data)));
  afterAll(() => write((batch, ref) => batch.delete(ref)));
}

/** An allowed own-documents query found the caller's document, and nobody else's. */
function verifyOwn(field: string, uid: string, ownPath: string) {
  return (snapshot: QuerySnapshot) => {
    expect(
      snapshot.docs.map((found) => found.ref.path),
      `the caller's own ${ownPath} is found`,
    ).toContain(ownPath);
    for (const found of snapshot.docs) expect(found.get(field)).toBe(uid);
  };
}

/** Where a role's own document of a row's collection is seeded for its listOwn cases. */
const ownPathOf = (path: string, role: Role) => `${parentOf(path)}/own-${uidOf(role)}`;

function operation(db: Firestore, verb: Verb, path: string, role: Role): Operation {
  switch (verb) {
    case 'get':
      return {
        run: () => getDoc(doc(db, path)),
        verify: (snapshot: DocumentSnapshot) => expect(snapshot.exists(), `${path} is seeded`).toBe(true),
      };
    case 'list':
      return {
        run: () => getDocs(collection(db, parentOf(path))),
        verify: (snapshot: QuerySnapshot) =>
          expect(snapshot.size, `${parentOf(path)} has seeded documents`).toBeGreaterThan(0),
      };
    case 'listOwn':
      return {
        run: () => getDocs(query(collection(db, parentOf(path)), where('customerUid', '==', uidOf(role)))),
        verify: verifyOwn('customerUid', uidOf(role), ownPathOf(path, role)),
      };
    case 'create':
      return { run: () => setDoc(doc(db, `${parentOf(path)}/created-by-client`), { by: uidOf(role) }) };
    case 'update':
      return { run: () => updateDoc(doc(db, path), { touchedBy: uidOf(role) }) };
    case 'delete':
      return { run: () => deleteDoc(doc(db, path)) };
  }
}

/**
 * One case: assertSucceeds when the table allows it (then the result is verified), assertFails
 * otherwise. Every case can fail, and the tally says how: an operation that succeeded where the
 * table says denied is an unexpected allow, one refused where it says allowed an unexpected denial.
 */
export async function check(tally: Tally, allowed: boolean, { run, verify }: Operation): Promise<void> {
  tally.cases += 1;
  let succeeded = false;
  const attempt = run().then((result) => {
    succeeded = true;
    return result;
  });
  if (!allowed) {
    try {
      await assertFails(attempt);
    } catch (error) {
      if (succeeded) tally.unexpectedAllows += 1;
      else tally.otherFailures += 1;
      throw error;
    }
    return;
  }
  let result: unknown;
  try {
    result = await assertSucceeds(attempt);
  } catch (error) {
    tally.unexpectedDenials += 1;
    throw error;
  }
  try {
    verify?.(result as never);
  } catch (error) {
    tally.otherFailures += 1;
    throw error;
  }
}

/** A module's environment, role clients and tally, with the summary printed at the end. */
export function useRulesEnvironment(name: string): {
  tally: Tally;
  env: () => RulesTestEnvironment;
  as: (role: RoleKey, purpose?: string) => Firestore;
} {
  const tally: Tally = { cases: 0, unexpectedAllows: 0, unexpectedDenials: 0, otherFailures: 0 };
  let env: RulesTestEnvironment | undefined;
  let clients: ReturnType<typeof clientsFor> | undefined;
  beforeAll(async () => {
    // The data was seeded once, with the rules disabled, by globalSetup.ts.
    env = await rulesEnvironment();
    clients = clientsFor(env);
  });
  afterAll(async () => {
    console.log(
      `rules matrix [${name}]: ${tally.cases} cases checked, ${tally.unexpectedAllows} unexpected allows, ` +
        `${tally.unexpectedDenials} unexpected denials, ${tally.otherFailures} other failures`,
    );
    recordTally(name, tally);
    await env?.cleanup();
  });
  return {
    tally,
    env: () => {
      if (!env) throw new Error('rules environment not ready');
      return env;
    },
    as: (role, purpose) => {
      if (!clients) throw new Error('rules environment not ready');
      return clients(role, purpose);
    },
  };
}

const isWrite = (verb: Verb) => verb === 'create' || verb === 'update' || verb === 'delete';
const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');

/** describe per collection → per role → one `it` per verb and target. */
export function runMatrix(group: Group): void {
  const { tally, as, env } = useRulesEnvironment(group);
  const rows = MATRIX.filter((row) => row.group === group);
  if (rows.length === 0) throw new Error(`no matrix rows for ${group}`);

  // Rows, roles and cases all run concurrently: each case is independent of the others (writes are
  // refused, and go through clients of their own).
  describe.concurrent(`rules matrix: ${group}`, () => {
    useOwnDocuments(env, () =>
      rows
        .filter((row) => row.listOwn !== undefined)
        .flatMap((row) =>
          targetsOf(row.path).flatMap((target) =>
            ROLE_KEYS.map((key): [string, DocumentData] => {
              const ownPath = ownPathOf(resolve(row.path, target), ROLES[key]);
              return [ownPath, { seeded: ownPath, ...row.data, customerUid: uidOf(ROLES[key]) }];
            }),
          ),
        ),
    );
    for (const row of rows) {
      describe(row.note ? `${row.path} (${row.note})` : row.path, () => {
        for (const roleKey of ROLE_KEYS) {
          const role: Role = ROLES[roleKey];
          describe(role.label, () => {
            for (const verb of VERBS) {
              for (const target of targetsOf(row.path)) {
                const allowed = expectationFor(row, verb, role, target);
                if (allowed === undefined) continue;
                const path = resolve(row.path, target);
                it(`${verb} · ${target.label} → ${verdict(allowed)}`, () =>
                  check(
                    tally,
                    allowed,
                    operation(as(roleKey, isWrite(verb) ? verb : 'read'), verb, path, role),
                  ));
              }
            }
          });
        }
      });
    }
  });
}

/**
 * Where a role's own document of a collection group is seeded: outside every tenant (it grants
 * nothing), where only the collection-group query finds it.
 */
const probePathOf = (role: Role, row: CollectionGroupRow) =>
  `matrixProbes/${uidOf(role)}/${row.collectionId}/own`;

/** Collection-group queries: own uid, someone else's uid, no constraint, for every role. */
export function runCollectionGroupMatrix(rows: CollectionGroupRow[]): void {
  const { tally, as, env } = useRulesEnvironment('collectionGroups');
  const platform = PLATFORM_TARGETS[0]!;
  for (const row of rows) {
    describe.concurrent(`collectionGroup('${row.collectionId}')`, () => {
      useOwnDocuments(env, () =>
        ROLE_KEYS.map((key) => [probePathOf(ROLES[key], row), { [row.field]: uidOf(ROLES[key]) }]),
      );
      for (const roleKey of ROLE_KEYS) {
        const role: Role = ROLES[roleKey];
        const someoneElse = row.uids.find((uid) => uid !== role.uid)!;
        const ownPath = probePathOf(role, row);
        describe(role.label, () => {
          const cases: [string, Who, Operation][] = [
            [
              `where ${row.field} == own uid`,
              row.own,
              {
                run: () =>
                  getDocs(
                    query(
                      collectionGroup(as(roleKey), row.collectionId),
                      where(row.field, '==', uidOf(role)),
                    ),
                  ),
                verify: verifyOwn(row.field, uidOf(role), ownPath),
              },
            ],
            [
              `where ${row.field} == someone else’s uid`,
              row.someoneElse,
              {
                run: () =>
                  getDocs(
                    query(
                      collectionGroup(as(roleKey), row.collectionId),
                      where(row.field, '==', someoneElse),
                    ),
                  ),
              },
            ],
            [
              'unconstrained',
              row.unconstrained,
              { run: () => getDocs(collectionGroup(as(roleKey), row.collectionId)) },
            ],
          ];
          for (const [label, who, operation] of cases) {
            const allowed = isAllowed(who, role, platform);
            it(`list ${label} → ${verdict(allowed)}`, () => check(tally, allowed, operation));
          }
        });
      }
    });
  }
}
