/**
 * The card terminal demo at Bondi: the front-counter till's ANZ Worldline terminal (61000001), paired
 * from the start in the fake terminal service too (scripts/lib/fakes.mjs FAKE_ANZ_WORLDLINE_PAIRED),
 * so a card sale on the demo till goes to the terminal at once (tap approve or decline on its screen
 * at http://127.0.0.1:12161/). The seeded week's card sales on that till get their approved terminal
 * payment (with the receipt the terminal printed), so the admin's card terminal page shows a history;
 * Bondi's team channel is the fake Slack's `#bondi-counter` webhook (its messages at
 * http://127.0.0.1:12162/). Every value is derived from the orders, so a second run writes the same
 * documents.
 */
import { createHash } from 'node:crypto';
import {
  type CardTerminal,
  type CardTerminalPayment,
  type PosOrderDocument,
  ZCardTerminal,
  ZCardTerminalPayment,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_POS_STORE_ID, DEMO_POS_TERMINAL } from './seedPos';

/** Bondi's own team channel on the fake Slack (fakes/src/slack), where its terminal alerts go. */
export const DEMO_TEAM_CHANNEL = {
  webhookUrl: 'http://127.0.0.1:12162/services/TDEMO/BBONDI/bondi-counter-alerts',
  channelName: '#bondi-counter',
} as const;

export const DEMO_CARD_TERMINAL = {
  terminalId: '61000001',
  pairingId: 'pair_demo_bondi_front_counter',
  name: 'Front counter card terminal',
} as const;

const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

export async function seedCardTerminals(db: Firestore, restaurantId: string): Promise<void> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_POS_STORE_ID);
  const cardOrders = (
    await store.collection('orders').where('posTerminalId', '==', DEMO_POS_TERMINAL.id).get()
  ).docs
    .map((doc) => doc.data() as PosOrderDocument)
    .filter((order) => order.source === 'pos' && order.paymentType === 'card' && order.isPaid)
    .sort((a, b) => a.placedIsoDateTimeUtc.localeCompare(b.placedIsoDateTimeUtc));

  const payments: CardTerminalPayment[] = cardOrders.map((order) => {
    const digest = createHash('sha256').update(order.id).digest('hex');
    const amountInCents = order.totals.grandTotal + (order.tipAmountInCents ?? 0);
    const posReference = `pr_demo_${digest.slice(0, 24)}`;
    const authCode = String(100000 + (Number.parseInt(digest.slice(0, 6), 16) % 900000));
    const cardLast4 = String(Number.parseInt(digest.slice(6, 10), 16) % 10000).padStart(4, '0');
    const completed = later(order.placedIsoDateTimeUtc, 18);
    return ZCardTerminalPayment.parse({
      id: order.id,
      type: 'purchase',
      posOrderId: order.id,
      cardTerminalId: DEMO_POS_TERMINAL.id,
      posTerminalId: DEMO_POS_TERMINAL.id,
      attempts: [
        {
          attemptId: `demo-${order.id}`.slice(0, 128),
          posReference,
          amountInCents,
          result: 'APPROVED',
          resultCode: 'ok',
          authCode,
          cardLast4,
          cardScheme: 'VISA',
          // As the terminal prints it (fakes/src/anzWorldline).
          receipt: [
            'ANZ WORLDLINE',
            `TID ${DEMO_CARD_TERMINAL.terminalId}`,
            'PURCHASE',
            `AUD ${(amountInCents / 100).toFixed(2)}`,
            `VISA **** ${cardLast4}`,
            `APPROVED  AUTH ${authCode}`,
            `REF ${posReference}`,
            completed,
          ].join('\n'),
          startedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
          completedIsoDateTimeUtc: completed,
          resolvedBy: 'result',
        },
      ],
      state: 'approved',
      appliedEventIds: [`evt_demo_${digest.slice(0, 24)}`],
      updatedIsoDateTimeUtc: later(order.placedIsoDateTimeUtc, 18),
    });
  });
  const last = payments.at(-1);
  const lastAttempt = last?.attempts[0];
  const pinPad: CardTerminal = ZCardTerminal.parse({
    id: DEMO_POS_TERMINAL.id,
    provider: 'anzWorldline',
    name: DEMO_CARD_TERMINAL.name,
    terminalId: DEMO_CARD_TERMINAL.terminalId,
    pairingId: DEMO_CARD_TERMINAL.pairingId,
    model: 'Worldline Move 5000',
    posTerminalId: DEMO_POS_TERMINAL.id,
    pairedIsoDateTimeUtc: '2026-01-05T09:00:00.000Z',
    pairedBy: 'owner@demo.test',
    ...(last && lastAttempt
      ? {
          lastTransaction: {
            paymentId: last.id,
            posReference: lastAttempt.posReference,
            type: 'purchase',
            amountInCents: lastAttempt.amountInCents,
            result: 'APPROVED',
            isoDateTimeUtc: last.updatedIsoDateTimeUtc,
          },
        }
      : {}),
  });
  const batch = db.batch();
  batch.set(store.collection('cardTerminals').doc(pinPad.id), pinPad);
  // Server-only (functions/src/teamMessaging): the address is a secret.
  batch.set(store.collection('private').doc('teamChannel'), {
    ...DEMO_TEAM_CHANNEL,
    updatedIsoDateTimeUtc: '2026-01-05T09:05:00.000Z',
    updatedByUid: 'demo-seed',
  });
  for (const payment of payments) {
    batch.set(store.collection('cardTerminalPayments').doc(payment.id), payment);
    const attempt = payment.attempts[0];
    if (attempt)
      batch.set(db.collection('cardTerminalAttempts').doc(attempt.posReference), {
        restaurantId,
        storeId: DEMO_POS_STORE_ID,
        paymentId: payment.id,
        cardTerminalId: pinPad.id,
        createdIsoDateTimeUtc: attempt.startedIsoDateTimeUtc,
      });
  }
  await batch.commit();
}
