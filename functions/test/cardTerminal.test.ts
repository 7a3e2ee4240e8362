import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type PosOrderRequestInput,
  type PublishedMenu,
  quotePosOrder,
  ZPosOrderRequest,
} from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, FUNCTIONS_DIRECT_URL } from './support/emulators';
import { LINES } from './support/onlineOrdering';
import { addEmployee, publishPosMenu } from './support/posTill';
import { createTenant, type PairedDevice, pairDevice, type Tenant } from './support/tenants';

/**
 * Card terminals through the real API, the emulated Firestore and the fake ANZ Worldline service the
 * fakes process runs on 12161 (signed result messages to the functions emulator): pairing with the
 * code on the terminal's screen, purchases whose result arrives once however often it is delivered,
 * and the never-charge-twice rule: double presses, racing presses and a result lost after approval
 * never start a second charge on the terminal.
 */
const FAKE = 'http://127.0.0.1:12161';
const SLACK = 'http://127.0.0.1:12162';

let tenant: Tenant;
let other: Tenant;
let till: PairedDevice;
let otherTill: PairedDevice;
let cashier: string;
let menu: PublishedMenu;
let terminalId: string;

const storePath = (forTenant: Tenant) =>
  `/api/anz-worldline/restaurants/${forTenant.restaurantId}/stores/${forTenant.storeId}`;
const pinPad = () => `${storePath(tenant)}/pin-pads/${till.deviceId}`;

async function fake(method: string, path: string, body?: unknown) {
  const response = await fetch(`${FAKE}${path}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** A terminal of this test's own on the fake (the fixed ones may be paired by other suites). */
async function newFakeTerminal(): Promise<{ terminalId: string; pairingCode: string }> {
  const id = `7${Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0')}`;
  const made = await fake('PUT', `/_fake/terminals/${id}`, { online: true });
  return { terminalId: id, pairingCode: String(made.pairingCode) };
}

async function transactionsOnTerminal(): Promise<{ posReference: string; resultCode?: string }[]> {
  return (await fake('GET', `/_fake/terminals/${terminalId}`)).transactions as {
    posReference: string;
    resultCode?: string;
  }[];
}

async function payment(paymentId: string) {
  const snapshot = await firestore()
    .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/cardTerminalPayments/${paymentId}`)
    .get();
  return snapshot.data() as
    | { state: string; attempts: { posReference: string; result?: string; resolvedBy?: string }[] }
    | undefined;
}

const purchase = (posOrderId: string, attemptId = randomUUID(), amountInCents = 1250) =>
  callApi(`${pinPad()}/purchase`, { token: till.idToken, body: { posOrderId, amountInCents, attemptId } });

const newOrderId = () => `pos-${randomUUID()}`;

beforeAll(async () => {
  tenant = await createTenant('terminal');
  other = await createTenant('other-terminal');
  menu = await publishPosMenu(tenant);
  till = await pairDevice('pos', tenant, 'Front counter');
  otherTill = await pairDevice('pos', other, 'Their counter');
  cashier = await addEmployee(tenant, 'Casey Card', '1357');
  const made = await newFakeTerminal();
  terminalId = made.terminalId;
  const wrong = await callApi(`${storePath(tenant)}/pin-pad/pair`, {
    token: tenant.owner.idToken,
    body: { pairingCode: '000000x', name: 'Counter pin pad', posTerminalId: till.deviceId },
  });
  expect(wrong.status).toBe(400);
  expect(JSON.stringify(wrong.body)).toContain('pairingCode');
  const paired = await callApi(`${storePath(tenant)}/pin-pad/pair`, {
    token: tenant.owner.idToken,
    body: { pairingCode: made.pairingCode, name: 'Counter pin pad', posTerminalId: till.deviceId },
  });
  expect(paired.status, JSON.stringify(paired.body)).toBe(201);
  expect((paired.body.cardTerminal as { terminalId: string }).terminalId).toBe(terminalId);
});

describe('pairing', () => {
  it('pairs one terminal per till, for store admins only', async () => {
    const second = await newFakeTerminal();
    const again = await callApi(`${storePath(tenant)}/pin-pad/pair`, {
      token: tenant.owner.idToken,
      body: { pairingCode: second.pairingCode, name: 'Second', posTerminalId: till.deviceId },
    });
    expect(again.status).toBe(409);
    const byTill = await callApi(`${storePath(tenant)}/pin-pad/pair`, {
      token: till.idToken,
      body: { pairingCode: second.pairingCode, name: 'Second', posTerminalId: till.deviceId },
    });
    expect(byTill.status).toBe(403);
    const byStranger = await callApi(`${storePath(tenant)}/pin-pad/pair`, {
      token: other.owner.idToken,
      body: { pairingCode: second.pairingCode, name: 'Second', posTerminalId: till.deviceId },
    });
    expect(byStranger.status).toBe(403);
    // The code is still on the second terminal's screen: nothing was paired.
    expect((await fake('GET', `/_fake/terminals/${second.terminalId}`)).pairingCode).toBe(second.pairingCode);
  });
});

describe('purchases', () => {
  it('charges once: the result message is applied once, a repeated press is the same attempt', async () => {
    const orderId = newOrderId();
    const attemptId = randomUUID();
    const started = await purchase(orderId, attemptId);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await purchase(orderId, attemptId)).status).toBe(200);
    // Another press while the customer is still at the pad: refused, not queued.
    const second = await purchase(orderId);
    expect(second.status).toBe(409);
    expect(second.body.title).toBe('Payment In Progress');
    // Another till's sale cannot use this pin pad.
    const stranger = await callApi(`${pinPad()}/purchase`, {
      token: otherTill.idToken,
      body: { posOrderId: newOrderId(), amountInCents: 100, attemptId: randomUUID() },
    });
    expect(stranger.status).toBe(403);

    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'approve' });
    await expect.poll(async () => (await payment(orderId))?.state, { timeout: 20_000 }).toBe('approved');
    expect((await payment(orderId))?.attempts).toEqual([
      expect.objectContaining({ result: 'APPROVED', resolvedBy: 'result' }),
    ]);
    const reference = (await payment(orderId))?.attempts[0]?.posReference;
    expect((await transactionsOnTerminal()).filter((entry) => entry.posReference === reference)).toEqual([
      expect.objectContaining({ resultCode: 'ok' }),
    ]);

    // Paying the same sale again answers the approved payment and starts nothing.
    const count = (await transactionsOnTerminal()).length;
    const after = await purchase(orderId);
    expect(after.status).toBe(200);
    expect((after.body.payment as { state: string }).state).toBe('approved');
    expect((await transactionsOnTerminal()).length).toBe(count);
  });

  it('racing presses with different ids start one transaction', async () => {
    const orderId = newOrderId();
    const before = (await transactionsOnTerminal()).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(orderId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await transactionsOnTerminal()).length).toBe(before + 1);
    const cancelled = await callApi(`${pinPad()}/cancel-transaction`, {
      token: till.idToken,
      body: { paymentId: orderId },
    });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.payment as { state: string }).state).toBe('cancelled');
  });

  it('a result lost after approval is recovered from the terminal; the card is never charged twice', async () => {
    const orderId = newOrderId();
    expect((await purchase(orderId)).status).toBe(201);
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'approve', loseResult: true });
    const before = (await transactionsOnTerminal()).length;
    // The till never heard: the payment still waits, and a new press is refused.
    expect((await payment(orderId))?.state).toBe('waiting');
    expect((await purchase(orderId)).status).toBe(409);
    const retried = await callApi(`${pinPad()}/retry`, { token: till.idToken, body: { paymentId: orderId } });
    expect(retried.status).toBe(200);
    expect((retried.body.payment as { state: string }).state).toBe('approved');
    expect((await payment(orderId))?.attempts).toEqual([
      expect.objectContaining({ result: 'APPROVED', resolvedBy: 'lastTransaction' }),
    ]);
    expect((await purchase(orderId)).status).toBe(200);
    expect((await transactionsOnTerminal()).length).toBe(before);
  });

  it('a declined card can be tried again; a system error is posted to the team channel', async () => {
    const orderId = newOrderId();
    await purchase(orderId);
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, {
      action: 'decline',
      declineCode: 'declined_saldo_too_low',
    });
    await expect.poll(async () => (await payment(orderId))?.state, { timeout: 20_000 }).toBe('declined');
    expect((await purchase(orderId)).status).toBe(201);
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'system_error' });
    await expect.poll(async () => (await payment(orderId))?.state, { timeout: 20_000 }).toBe('failed');
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${SLACK}/_fake/messages`)).json()) as { text: string }[]).some((message) =>
            message.text.includes(orderId),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it('a transaction the terminal reverses is REVERSED: not charged, and the sale may be paid again', async () => {
    const orderId = newOrderId();
    expect((await purchase(orderId)).status).toBe(201);
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'reverse' });
    await expect.poll(async () => (await payment(orderId))?.state, { timeout: 20_000 }).toBe('cancelled');
    expect((await payment(orderId))?.attempts).toEqual([expect.objectContaining({ result: 'REVERSED' })]);
    expect((await purchase(orderId)).status).toBe(201);
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'cancel' });
    await expect
      .poll(async () => (await payment(orderId))?.attempts.map((attempt) => attempt.result), {
        timeout: 20_000,
      })
      .toEqual(['REVERSED', 'CANCELLED']);
  });

  it('an offline terminal refuses to start: nothing charged, 502 in words', async () => {
    await fake('PUT', `/_fake/terminals/${terminalId}`, { online: false });
    try {
      const orderId = newOrderId();
      const refused = await purchase(orderId);
      expect(refused.status).toBe(502);
      expect(refused.body.title).toBe('Card Terminal Offline');
      expect(String(refused.body.message)).toContain('offline');
      expect((await payment(orderId))?.attempts).toEqual([
        expect.objectContaining({ result: 'NOT STARTED', resolvedBy: 'refused' }),
      ]);
    } finally {
      await fake('PUT', `/_fake/terminals/${terminalId}`, { online: true });
    }
  });
});

/** A counter sale paid on the terminal and placed like the till does it: its order id and total. */
async function paidCardSale(): Promise<{ posOrderId: string; total: number }> {
  const posOrderId = newOrderId();
  const draft = {
    employeeId: cashier,
    placedIsoDateTimeUtc: new Date().toISOString(),
    collectionType: 'pickup' as const,
    lines: [LINES.basic],
    payment: { paymentType: 'card' as const },
    expectedTotalInCents: 0,
  } satisfies PosOrderRequestInput;
  const quote = quotePosOrder(menu, ZPosOrderRequest.parse(draft), new Date(draft.placedIsoDateTimeUtc));
  const total = quote.totals.grandTotal;
  expect((await purchase(posOrderId, randomUUID(), total)).status).toBe(201);
  await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'approve' });
  await expect.poll(async () => (await payment(posOrderId))?.state, { timeout: 20_000 }).toBe('approved');
  const placed = await callApi(
    `/api/pos/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pos_orders/${posOrderId}`,
    { method: 'PUT', token: till.idToken, body: { ...draft, expectedTotalInCents: total } },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { posOrderId, total };
}

describe('refunds and receipts', () => {
  it('refunds a card sale on the terminal under its own payment, once, never past what is left', async () => {
    const { posOrderId, total } = await paidCardSale();
    // This sale's receipt is the terminal's last: it prints again, and names the sale.
    const own = await callApi(`${pinPad()}/reprint-receipt`, {
      token: till.idToken,
      body: { paymentId: posOrderId },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(String(own.body.receipt)).toContain('PURCHASE');
    expect(own.body.posReference).toBe((await payment(posOrderId))?.attempts[0]?.posReference);

    // Not a POS order of this store, or more than it took in: refused before the terminal is asked.
    const count = (await transactionsOnTerminal()).length;
    const unknown = await callApi(`${pinPad()}/refund`, {
      token: till.idToken,
      body: { posOrderId: newOrderId(), refundId: randomUUID(), amountInCents: 100, attemptId: randomUUID() },
    });
    expect([unknown.status, unknown.body.title]).toEqual([404, 'Order Not Found']);
    const tooMuch = await callApi(`${pinPad()}/refund`, {
      token: till.idToken,
      body: { posOrderId, refundId: randomUUID(), amountInCents: total + 1, attemptId: randomUUID() },
    });
    expect([tooMuch.status, tooMuch.body.title]).toEqual([409, 'Refund Too Large']);
    expect((await transactionsOnTerminal()).length).toBe(count);

    const refundId = randomUUID();
    const body = { posOrderId, refundId, amountInCents: 500, attemptId: randomUUID() };
    const started = await callApi(`${pinPad()}/refund`, { token: till.idToken, body });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await callApi(`${pinPad()}/refund`, { token: till.idToken, body })).status).toBe(200);
    const running = (await transactionsOnTerminal()).at(-1);
    expect(running).toEqual(expect.objectContaining({ type: 'credit', amountInCents: 500 }));
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'approve' });
    await expect
      .poll(async () => (await payment(`refund-${refundId}`))?.state, { timeout: 20_000 })
      .toBe('approved');
    // The approved refund is not on the order yet (the till records it next): it still counts.
    const rest = await callApi(`${pinPad()}/refund`, {
      token: till.idToken,
      body: { posOrderId, refundId: randomUUID(), amountInCents: total - 499, attemptId: randomUUID() },
    });
    expect([rest.status, rest.body.title]).toEqual([409, 'Refund Too Large']);
    expect(String(rest.body.message)).toContain('can be refunded');

    const reprint = await callApi(`${pinPad()}/reprint-receipt`, { token: till.idToken, body: {} });
    expect(reprint.status).toBe(200);
    expect(String(reprint.body.receipt)).toContain('REFUND');
    // The sale's receipt is no longer the terminal's last: it is not printed for this customer.
    const old = await callApi(`${pinPad()}/reprint-receipt`, {
      token: till.idToken,
      body: { paymentId: posOrderId },
    });
    expect([old.status, old.body.title]).toEqual([409, 'Not The Last Receipt']);
    const stranger = await callApi(`${storePath(other)}/pin-pads/${otherTill.deviceId}/reprint-receipt`, {
      token: till.idToken,
      body: {},
    });
    expect(stranger.status).toBe(403);
  });
});

describe('a terminal that cannot be reached', () => {
  for (const relay of ['down', 'error'] as const) {
    it(`relay ${relay}: the till hears what happened, nothing is charged, and a retry later works`, async () => {
      const orderId = newOrderId();
      const before = (await transactionsOnTerminal()).length;
      await fake('PUT', `/_fake/terminals/${terminalId}`, { relay });
      try {
        const started = await purchase(orderId);
        expect(started.status, JSON.stringify(started.body)).toBe(201);
        // Whether the call arrived is not known: the attempt waits for the terminal's word.
        expect((started.body.payment as { state: string }).state).toBe('unknown');
        const asked = await callApi(`${pinPad()}/retry`, {
          token: till.idToken,
          body: { paymentId: orderId },
        });
        expect([asked.status, asked.body.title]).toEqual([409, 'Result Not Known']);
        const again = await purchase(orderId);
        expect([again.status, again.body.title]).toEqual([409, 'Result Not Known']);
        // Another sale on the same pin pad meanwhile: refused while the terminal cannot answer.
        const otherSale = await purchase(newOrderId());
        expect(otherSale.status).toBe(409);
        await expect
          .poll(
            async () =>
              ((await (await fetch(`${SLACK}/_fake/messages`)).json()) as { text: string }[]).some(
                (message) => message.text.includes(orderId) && message.text.includes('UNKNOWN'),
              ),
            { timeout: 20_000 },
          )
          .toBe(true);
      } finally {
        await fake('PUT', `/_fake/terminals/${terminalId}`, { relay: 'ok' });
      }
      expect((await transactionsOnTerminal()).length).toBe(before);
      // Back up: asking settles the attempt as never started, and paying again charges once.
      const asked = await callApi(`${pinPad()}/retry`, { token: till.idToken, body: { paymentId: orderId } });
      expect(asked.status).toBe(200);
      expect((asked.body.payment as { state: string }).state).toBe('failed');
      expect((await purchase(orderId)).status).toBe(201);
      await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'approve' });
      await expect.poll(async () => (await payment(orderId))?.state, { timeout: 20_000 }).toBe('approved');
      expect((await payment(orderId))?.attempts.map((attempt) => attempt.result)).toEqual([
        'NOT STARTED',
        'APPROVED',
      ]);
      expect((await transactionsOnTerminal()).length).toBe(before + 1);
    });
  }

  it('a sale left unknown does not block the next one once the terminal answers', async () => {
    const stuck = newOrderId();
    await fake('PUT', `/_fake/terminals/${terminalId}`, { relay: 'down' });
    try {
      expect((await purchase(stuck)).status).toBe(201);
    } finally {
      await fake('PUT', `/_fake/terminals/${terminalId}`, { relay: 'ok' });
    }
    // The next sale asks the terminal about the one holding it, then starts.
    const next = newOrderId();
    expect((await purchase(next)).status).toBe(201);
    expect((await payment(stuck))?.state).toBe('failed');
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'cancel' });
    await expect.poll(async () => (await payment(next))?.state, { timeout: 20_000 }).toBe('cancelled');
  });
});

describe('result webhook', () => {
  const secret = () => {
    const text = readFileSync(join(__dirname, '..', '.secret.local'), 'utf8');
    return /^ANZ_WORLDLINE_WEBHOOK_SECRET=(.*)$/m.exec(text)?.[1] ?? '';
  };
  const post = (body: string, signature: string) =>
    fetch(`${FUNCTIONS_DIRECT_URL}/anz-worldline/webhooks/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-worldline-signature': signature },
      body,
    });

  it('refuses a bad signature and applies one event once', async () => {
    const orderId = newOrderId();
    await purchase(orderId);
    const stored = await payment(orderId);
    const posReference = stored?.attempts[0]?.posReference ?? '';
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'transaction.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        posReference,
        type: 'purchase',
        amountInCents: 1250,
        state: 'completed',
        resultCode: 'cardholder_stop',
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', secret()).update(`${t}.${body}`).digest('hex')}`;
    expect((await post(body, `t=${t},v1=${'0'.repeat(64)}`)).status).toBe(400);
    const first = await post(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, applied: true });
    const second = await post(body, signature);
    expect(await second.json()).toEqual({ received: true, applied: false });
    expect((await payment(orderId))?.state).toBe('cancelled');
    // The terminal still runs that transaction (the message was ours, not the pad's): end it.
    await fake('POST', `/_fake/terminals/${terminalId}/pad`, { action: 'cancel' });
  });
});

describe('the POS order', () => {
  it('carries the approved terminal transaction as its card reference', async () => {
    const { posOrderId, total } = await paidCardSale();
    const order = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders/${posOrderId}`)
      .get();
    expect(order.get('cardTerminalReferences')).toEqual([
      expect.objectContaining({ terminalId: till.deviceId, result: 'APPROVED', amountInCents: total }),
    ]);
  });

  it('unpairs for store admins; the terminal shows a new code', async () => {
    const refused = await callApi(pinPad(), { method: 'DELETE', token: till.idToken });
    expect(refused.status).toBe(403);
    const done = await callApi(pinPad(), { method: 'DELETE', token: tenant.owner.idToken });
    expect(done.status).toBe(204);
    expect((await fake('GET', `/_fake/terminals/${terminalId}`)).pairingCode).toEqual(expect.any(String));
  });
});
