import { createHash } from 'node:crypto';
import {
  PUSH_TOPIC_KIND_LABELS,
  type PushTopicEntry,
  type PushTopicsChangeRequest,
  type PushTopicsListResponse,
  parsePushTopicName,
  pushTopicName,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { resolveStoreAccess } from '../access/roles';
import { db, nowIso, runContendedTransaction } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import type { Caller } from '../http/auth';
import { FieldError, ForbiddenError, NotFoundError, UpstreamError } from '../http/errors';
import { PushSendError, pushSender, type TopicTokenFailure } from '../integrations/push';
import { log } from '../log';

/** At most this many stores are offered (and a device subscribed to) per person. */
const MAX_TOPICS = 100;

interface PushRegistration {
  uid: string;
  topics: string[];
  updatedIsoDateTimeUtc: string;
}

/** `pushRegistrations/{sha256(token)}`: server-only, so the token itself is never stored. */
function registrationDoc(token: string) {
  return db().collection('pushRegistrations').doc(createHash('sha256').update(token).digest('hex'));
}

async function readRegistration(token: string): Promise<PushRegistration | undefined> {
  const snapshot = await registrationDoc(token).get();
  return snapshot.exists ? (snapshot.data() as PushRegistration) : undefined;
}

/**
 * The stores whose topics a person may subscribe to: every store of a restaurant they are a member
 * of, and the stores they are a member of on their own (memberships, the same documents the apps'
 * "my restaurants" reads).
 */
async function reachableStores(caller: Caller): Promise<{ restaurantId: string; storeId: string }[]> {
  const memberships = await db()
    .collectionGroup('members')
    .where('uid', '==', caller.uid)
    .limit(MAX_TOPICS)
    .get();
  const stores = new Map<string, { restaurantId: string; storeId: string }>();
  const restaurantLevel: string[] = [];
  for (const membership of memberships.docs) {
    const parent = membership.ref.parent.parent;
    if (!parent) continue;
    if (parent.parent?.id === 'restaurants') restaurantLevel.push(parent.id);
    else if (parent.parent?.id === 'stores' && parent.parent.parent)
      stores.set(parent.path, { restaurantId: parent.parent.parent.id, storeId: parent.id });
  }
  const lists = await Promise.all(
    restaurantLevel.map((restaurantId) =>
      restaurantDoc(restaurantId).collection('stores').select().limit(MAX_TOPICS).get(),
    ),
  );
  lists.forEach((list, index) => {
    for (const store of list.docs)
      stores.set(store.ref.path, { restaurantId: restaurantLevel[index] as string, storeId: store.id });
  });
  return [...stores.values()].slice(0, MAX_TOPICS);
}

/** `topics/list`: every topic the caller may subscribe to, and whether this device is subscribed. */
export async function listPushTopics(
  caller: Caller,
  token: string | undefined,
): Promise<PushTopicsListResponse> {
  const [stores, registration] = await Promise.all([
    reachableStores(caller),
    token ? readRegistration(token) : Promise.resolve(undefined),
  ]);
  const subscribed = new Set(registration?.uid === caller.uid ? registration.topics : []);
  const restaurantIds = [...new Set(stores.map((store) => store.restaurantId))];
  const snapshots =
    stores.length === 0
      ? []
      : await db().getAll(
          ...restaurantIds.map((id) => restaurantDoc(id)),
          ...stores.map((store) => storeDoc(store.restaurantId, store.storeId)),
        );
  const restaurantNames = new Map(
    restaurantIds.map((id, index) => [id, String(snapshots[index]?.get('name') ?? id)]),
  );
  const topics: PushTopicEntry[] = [];
  stores.forEach((store, index) => {
    const snapshot = snapshots[restaurantIds.length + index];
    const topic = pushTopicName({ kind: 'new-orders', ...store });
    if (!topic || !snapshot?.exists) return;
    topics.push({
      kind: 'new-orders',
      ...store,
      topic,
      label: PUSH_TOPIC_KIND_LABELS['new-orders'],
      restaurantName: restaurantNames.get(store.restaurantId) ?? store.restaurantId,
      storeName: String(snapshot.get('name') ?? store.storeId),
      subscribed: subscribed.has(topic),
    });
  });
  topics.sort(
    (a, b) => a.restaurantName.localeCompare(b.restaurantName) || a.storeName.localeCompare(b.storeName),
  );
  return { topics };
}

function refusedToken(failures: TopicTokenFailure[]): never {
  log.warn('push.topic_token_refused', { reasons: failures.map((failure) => failure.reason) });
  throw new FieldError(
    'registrationToken',
    'This device can no longer receive notifications. Turn notifications off and on again.',
  );
}

async function manage(token: string, topics: string[], add: boolean): Promise<void> {
  for (const topic of topics) {
    let failures: TopicTokenFailure[];
    try {
      failures = add
        ? await pushSender().subscribe([token], topic)
        : await pushSender().unsubscribe([token], topic);
    } catch (error) {
      if (error instanceof PushSendError)
        throw new UpstreamError('The notification service is not answering. Try again in a minute.');
      throw error;
    }
    if (failures.length > 0) refusedToken(failures);
  }
}

/**
 * `topics/subscribe`: each topic must be of a store the caller works at (403 otherwise, nothing
 * changed). A device that someone else subscribed before (a shared tablet) first leaves that
 * person's topics, so it never rings for stores its new user does not work at.
 */
export async function subscribePushTopics(caller: Caller, request: PushTopicsChangeRequest) {
  const topics = [...new Set(request.topics)];
  for (const name of topics) {
    const topic = parsePushTopicName(name);
    if (!topic) throw new FieldError('topics', 'Unknown topic');
    const access = await resolveStoreAccess(caller, topic.restaurantId, topic.storeId);
    if (access.role === undefined) throw new ForbiddenError('You do not have access to this store.');
    if (!access.storeExists) throw new NotFoundError('We could not find this store.');
  }
  const previous = await readRegistration(request.registrationToken);
  if (previous && previous.uid !== caller.uid && previous.topics.length > 0)
    await manage(request.registrationToken, previous.topics, false);
  await manage(request.registrationToken, topics, true);
  const ref = registrationDoc(request.registrationToken);
  const stored = await runContendedTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as PushRegistration | undefined;
    const kept = current?.uid === caller.uid ? current.topics : [];
    const next = [...new Set([...kept, ...topics])].slice(0, MAX_TOPICS);
    tx.set(ref, { uid: caller.uid, topics: next, updatedIsoDateTimeUtc: nowIso() });
    return next;
  });
  return { topics: stored };
}

/** `topics/unsubscribe`: only the person who subscribed the device may take its topics off. */
export async function unsubscribePushTopics(caller: Caller, request: PushTopicsChangeRequest) {
  const topics = [...new Set(request.topics)];
  const registration = await readRegistration(request.registrationToken);
  if (!registration || registration.uid !== caller.uid)
    throw new NotFoundError('This device is not subscribed to notifications.');
  await manage(
    request.registrationToken,
    topics.filter((topic) => registration.topics.includes(topic)),
    false,
  );
  const ref = registrationDoc(request.registrationToken);
  const stored = await runContendedTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as PushRegistration | undefined;
    if (!current || current.uid !== caller.uid) return [];
    tx.update(ref, { topics: FieldValue.arrayRemove(...topics), updatedIsoDateTimeUtc: nowIso() });
    return current.topics.filter((topic) => !topics.includes(topic));
  });
  return { topics: stored };
}
