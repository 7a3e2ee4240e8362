import type { StashedOrder, StashedOrderRequestInput } from '@resto/domain';
import { firestore } from '@resto/web-common';
import { liveQuery } from 'dexie';
import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { posDb } from '../outbox/posOutboxDb';

/** A parked order as the till shows it: the server's copy, or this till's own not sent yet. */
export interface ParkedOrder {
  stashId: string;
  posOrderId: string;
  label: string;
  revision: number;
  totalInCents: number;
  content: StashedOrder['content'];
  sentToKitchen: boolean;
  updatedIsoDateTimeUtc: string;
  employeeName: string;
  /** Only on this till so far (parked offline or not synced yet). */
  local: boolean;
}

/**
 * The store's parked orders from every till (live while online), with this till's parks that have
 * not reached the server yet; less those this till has already paid or cancelled (pending).
 */
export function useParkedOrders(restaurantId: string, storeId: string): ParkedOrder[] {
  const [server, setServer] = useState<ParkedOrder[]>([]);
  const [local, setLocal] = useState<{ parked: ParkedOrder[]; closed: Set<string> }>({
    parked: [],
    closed: new Set(),
  });

  useEffect(() => {
    const parked = query(
      collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'stashedOrders'),
      where('status', '==', 'parked'),
      limit(100),
    );
    return onSnapshot(
      parked,
      (snapshot) =>
        setServer(
          snapshot.docs.map((doc) => {
            const stash = doc.data() as StashedOrder;
            return {
              stashId: stash.id,
              posOrderId: stash.posOrderId,
              label: stash.label,
              revision: stash.revision,
              totalInCents: stash.totalInCents,
              content: stash.content,
              sentToKitchen: Boolean(stash.sentToKitchenIsoDateTimeUtc),
              updatedIsoDateTimeUtc: stash.updatedIsoDateTimeUtc,
              employeeName: stash.employeeName,
              local: false,
            };
          }),
        ),
      () => undefined,
    );
  }, [restaurantId, storeId]);

  useEffect(() => {
    const subscription = liveQuery(async () => {
      const commands = await posDb().commands.where('state').equals('pending').toArray();
      const outbox = await posDb().outbox.where('state').equals('pending').toArray();
      return { commands, outbox };
    }).subscribe({
      next: ({ commands, outbox }) => {
        const mine = commands.filter(
          (entry) => entry.restaurantId === restaurantId && entry.storeId === storeId,
        );
        const parks = new Map<string, ParkedOrder>();
        for (const entry of mine) {
          if (entry.kind !== 'park') continue;
          const body = entry.body as StashedOrderRequestInput;
          const stashId = entry.path.split('/').at(-1) ?? '';
          parks.set(stashId, {
            stashId,
            posOrderId: body.posOrderId,
            label: body.label,
            revision: body.revision,
            totalInCents: body.expectedTotalInCents,
            content: { ...body, comments: body.comments ?? '' } as StashedOrder['content'],
            sentToKitchen: mine.some(
              (other) => other.kind === 'stashSend' && other.path.includes(`/${stashId}/`),
            ),
            updatedIsoDateTimeUtc: body.parkedIsoDateTimeUtc,
            employeeName: '',
            local: true,
          });
        }
        const closed = new Set([
          ...mine
            .filter((entry) => entry.kind === 'stashCancel')
            .map((entry) => entry.path.split('/').at(-2) ?? ''),
          ...outbox.flatMap((entry) => (entry.request.stashId ? [entry.request.stashId] : [])),
        ]);
        setLocal({ parked: [...parks.values()], closed });
      },
    });
    return () => subscription.unsubscribe();
  }, [restaurantId, storeId]);

  return useMemo(() => {
    const byId = new Map<string, ParkedOrder>();
    for (const stash of server) byId.set(stash.stashId, stash);
    // This till's newer save wins over the server's older revision.
    for (const stash of local.parked) {
      const known = byId.get(stash.stashId);
      if (!known || known.revision < stash.revision)
        byId.set(stash.stashId, {
          ...stash,
          sentToKitchen: stash.sentToKitchen || Boolean(known?.sentToKitchen),
        });
    }
    return [...byId.values()]
      .filter((stash) => !local.closed.has(stash.stashId))
      .sort((a, b) => b.updatedIsoDateTimeUtc.localeCompare(a.updatedIsoDateTimeUtc));
  }, [server, local]);
}
