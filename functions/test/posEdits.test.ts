import {
  type PosOrderEditRequestInput,
  type PosOrderRequestInput,
  type PublishedMenu,
  personSearchTerms,
  quotePosOrder,
  ZPosOrderEditRequest,
  ZPosOrderRequest,
} from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { LINES } from './support/onlineOrdering';
import { addEmployee, publishPosMenu } from './support/posTill';
import { createTenant, type PairedDevice, pairDevice, type Tenant } from './support/tenants';

/**
 * Editing, refunding, parking and the sales exceptions of POS orders through the real API on the
 * emulator suite: each change applied once by the till's id, racing changes giving one winner and
 * the catalogue's 409, and another store's till refused.
 */

let tenant: Tenant;
let otherTenant: Tenant;
let till: PairedDevice;
let secondTill: PairedDevice;
let otherTill: PairedDevice;
let cashierId: string;
let managerId: string;
let menu: PublishedMenu;

const base = (t: Tenant) => `/api/pos/restaurants/${t.restaurantId}/stores/${t.storeId}`;
const storePath = `restaurants/{r}/stores/{s}`;
const doc = (path: string) =>
  firestore().doc(path.replace('{r}', tenant.restaurantId).replace('{s}', tenant.storeId));
const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

function sale(fields: Partial<PosOrderRequestInput> = {}): PosOrderRequestInput {
  const draft = {
    employeeId: cashierId,
    placedIsoDateTimeUtc: new Date().toISOString(),
    collectionType: 'pickup' as const,
    lines: [LINES.basic],
    payment: { paymentType: 'cash' as const, cashTenderedInCents: 50_000 },
    expectedTotalInCents: 0,
    ...fields,
  };
  const quote = quotePosOrder(menu, ZPosOrderRequest.parse(draft), new Date());
  return { ...draft, expectedTotalInCents: quote.totals.grandTotal };
}

function editOf(fields: Partial<PosOrderEditRequestInput> & { lines: PosOrderEditRequestInput['lines'] }) {
  const draft = {
    employeeId: cashierId,
    editedIsoDateTimeUtc: new Date().toISOString(),
    baseVersion: 1,
    collectionType: 'pickup' as const,
    expectedTotalInCents: 0,
    ...fields,
  };
  const quote = quotePosOrder(menu, ZPosOrderEditRequest.parse(draft), new Date());
  return { ...draft, expectedTotalInCents: quote.totals.grandTotal };
}

async function placeSale(fields: Partial<PosOrderRequestInput> = {}) {
  const posOrderId = newId('pos');
  const body = sale(fields);
  const answer = await callApi(`${base(tenant)}/pos_orders/${posOrderId}`, {
    token: till.idToken,
    body,
    method: 'PUT',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { posOrderId, total: body.expectedTotalInCents };
}

const twice = { ...LINES.basic, selection: { ...LINES.basic.selection, quantity: 2 } };

beforeAll(async () => {
  tenant = await createTenant('edits');
  otherTenant = await createTenant('other-edits');
  menu = await publishPosMenu(tenant);
  await publishPosMenu(otherTenant);
  till = await pairDevice('pos', tenant, 'Front counter');
  secondTill = await pairDevice('pos', tenant, 'Bar');
  otherTill = await pairDevice('pos', otherTenant, 'Their counter');
  cashierId = await addEmployee(tenant, 'Jo Cashier', '1357');
  managerId = await addEmployee(tenant, 'Morgan Manager', '9753', true);
});

describe('PUT .../pos_orders/{posOrderId}/versions/{versionId}', () => {
  it('takes the difference when a paid order grows, once, with the version and its line outcomes', async () => {
    const { posOrderId, total } = await placeSale();
    const ticketRef = doc(`${storePath}/kdsTickets/${posOrderId}`);
    await expect
      .poll(async () => (await ticketRef.get()).data()?.items?.[0]?.quantity, { timeout: 30_000 })
      .toBe(1);
    const versionId = newId('v');
    const body = editOf({
      lines: [twice],
      extraPayment: { paymentType: 'cash', cashTenderedInCents: 10_000 },
    });
    const path = `${base(tenant)}/pos_orders/${posOrderId}/versions/${versionId}`;
    const first = await callApi(path, { token: secondTill.idToken, body, method: 'PUT' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ version: 2, repeated: false, settlement: { kind: 'collect' } });
    const again = await callApi(path, { token: till.idToken, body, method: 'PUT' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: 2, repeated: true });

    const stored = (await doc(`${storePath}/orders/${posOrderId}`).get()).data();
    expect(stored?.versions).toHaveLength(2);
    expect(stored?.versions[1]).toMatchObject({
      version: 2,
      versionId,
      change: 'INCREASED',
      differenceInCents: body.expectedTotalInCents - total,
      lineOutcomes: [{ lineId: LINES.basic.id, outcome: 'EDITED' }],
      extraPayment: { paymentType: 'cash', amountInCents: body.expectedTotalInCents - total },
    });
    expect(stored?.paidInCents).toBe(body.expectedTotalInCents);
    expect(stored?.totals.grandTotal).toBe(body.expectedTotalInCents);
    // The kitchen sees the edited order, marked as changed in version 2.
    await expect
      .poll(async () => (await ticketRef.get()).data()?.amendment, { timeout: 30_000 })
      .toMatchObject({ version: 2, changes: [{ lineId: LINES.basic.id, change: 'EDITED' }] });
    expect((await ticketRef.get()).data()).toMatchObject({
      status: 'NEW',
      items: [expect.objectContaining({ lineId: LINES.basic.id, quantity: 2, status: 'PENDING' })],
    });
  });

  it('refuses a card difference on a cash order, and gives one winner to racing edits of one version', async () => {
    const { posOrderId } = await placeSale();
    const wrongType = await callApi(`${base(tenant)}/pos_orders/${posOrderId}/versions/${newId('v')}`, {
      token: till.idToken,
      body: editOf({ lines: [twice], extraPayment: { paymentType: 'card' } }),
      method: 'PUT',
    });
    expect(wrongType.status).toBe(400);

    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        callApi(`${base(tenant)}/pos_orders/${posOrderId}/versions/${newId(`race${index}`)}`, {
          token: till.idToken,
          body: editOf({
            lines: [{ ...LINES.basic, selection: { ...LINES.basic.selection, quantity: 2 + index } }],
            extraPayment: { paymentType: 'cash' },
          }),
          method: 'PUT',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.title).toBe('Order Processing');
    const stored = (await doc(`${storePath}/orders/${posOrderId}`).get()).data();
    expect(stored?.versions).toHaveLength(2);
  });

  it('takes lines off only with an authorised employee’s approval, each recorded as a void', async () => {
    const { posOrderId } = await placeSale({ lines: [LINES.basic, LINES.pizza] });
    const versionId = newId('v');
    const path = `${base(tenant)}/pos_orders/${posOrderId}/versions/${versionId}`;
    const unapproved = await callApi(path, {
      token: till.idToken,
      body: editOf({ lines: [LINES.basic] }),
      method: 'PUT',
    });
    expect(unapproved.status).toBe(400);
    const byCashier = await callApi(path, {
      token: till.idToken,
      body: editOf({ lines: [LINES.basic], approvedByEmployeeId: cashierId }),
      method: 'PUT',
    });
    expect(byCashier.status).toBe(400);
    const approved = await callApi(path, {
      token: till.idToken,
      body: editOf({ lines: [LINES.basic], approvedByEmployeeId: managerId }),
      method: 'PUT',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.settlement).toMatchObject({ kind: 'refundDue' });
    const voids = await doc(`${storePath}/orders/${posOrderId}`)
      .parent.parent?.collection('salesExceptions')
      .where('posOrderId', '==', posOrderId)
      .get();
    expect(voids?.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ kind: 'void', approverName: 'Morgan Manager', employeeName: 'Jo Cashier' }),
    ]);
  });

  it('gives a discount on an edited line only with an authorised employee’s approval, as a sales exception, and keeps it on the next edit', async () => {
    const { posOrderId } = await placeSale({ lines: [LINES.basic] });
    const discounted = (approvedByEmployeeId?: string) => ({
      ...LINES.basic,
      adjustments: { discountForItem: 200 },
      ...(approvedByEmployeeId ? { approvedByEmployeeId } : {}),
    });
    const versionId = newId('v');
    const path = `${base(tenant)}/pos_orders/${posOrderId}/versions/${versionId}`;
    const unapproved = await callApi(path, {
      token: till.idToken,
      body: editOf({ lines: [discounted()] }),
      method: 'PUT',
    });
    expect(unapproved.status).toBe(400);
    expect(JSON.stringify(unapproved.body)).toContain('An authorised employee must approve a price change');
    const byCashier = await callApi(path, {
      token: till.idToken,
      body: editOf({ lines: [discounted(cashierId)] }),
      method: 'PUT',
    });
    expect(byCashier.status).toBe(400);
    const body = editOf({ lines: [discounted(managerId)] });
    const approved = await callApi(path, { token: till.idToken, body, method: 'PUT' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(201);
    expect(approved.body.settlement).toEqual({ kind: 'refundDue', amountInCents: 200 });
    const orderRef = doc(`${storePath}/orders/${posOrderId}`);
    const stored = (await orderRef.get()).data();
    expect(stored?.totals.grandTotal).toBe(body.expectedTotalInCents);
    expect(stored?.cart.items[0].summary.discountForItem).toBe(200);
    expect(stored?.activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'priceChangeApproved',
          detail: expect.stringContaining('approved by Morgan Manager'),
        }),
      ]),
    );
    // The next edit sends the discount back without an approver: it stays, and is not given twice.
    const next = await callApi(`${base(tenant)}/pos_orders/${posOrderId}/versions/${newId('v')}`, {
      token: secondTill.idToken,
      body: editOf({
        baseVersion: 2,
        lines: [discounted(), LINES.pizza],
        extraPayment: { paymentType: 'cash' },
      }),
      method: 'PUT',
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const exceptions = await orderRef.parent.parent
      ?.collection('salesExceptions')
      .where('posOrderId', '==', posOrderId)
      .get();
    expect(exceptions?.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ kind: 'discount', amountInCents: 200, approverName: 'Morgan Manager' }),
    ]);
  });

  it('refuses another store’s till and an order that does not exist', async () => {
    const { posOrderId } = await placeSale();
    const body = editOf({ lines: [twice], extraPayment: { paymentType: 'cash' } });
    const crossTenant = await callApi(`${base(tenant)}/pos_orders/${posOrderId}/versions/${newId('v')}`, {
      token: otherTill.idToken,
      body,
      method: 'PUT',
    });
    expect(crossTenant.status).toBe(403);
    const missing = await callApi(`${base(tenant)}/pos_orders/${newId('nope')}/versions/${newId('v')}`, {
      token: till.idToken,
      body,
      method: 'PUT',
    });
    expect(missing.status).toBe(404);
  });
});

describe('PUT .../pos_orders/{posOrderId}/refunds/{refundId}', () => {
  const refund = (amountInCents: number, approvedByEmployeeId = managerId) => ({
    employeeId: cashierId,
    approvedByEmployeeId,
    amountInCents,
    reason: 'Cold chips',
    refundedIsoDateTimeUtc: new Date().toISOString(),
  });

  it('gives back part with a manager’s approval, once, recorded as a sales exception', async () => {
    const { posOrderId } = await placeSale();
    const refundId = newId('refund');
    const path = `${base(tenant)}/pos_orders/${posOrderId}/refunds/${refundId}`;
    const byCashier = await callApi(path, {
      token: till.idToken,
      body: refund(300, cashierId),
      method: 'PUT',
    });
    expect(byCashier.status).toBe(400);
    // The till keeps the request in its outbox and sends exactly the same one again.
    const body = refund(300);
    const first = await callApi(path, { token: till.idToken, body, method: 'PUT' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ kind: 'partial', refundAmountInCents: 300 });
    const again = await callApi(path, { token: till.idToken, body, method: 'PUT' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ repeated: true, refundAmountInCents: 300 });
    const different = await callApi(path, { token: till.idToken, body: refund(400), method: 'PUT' });
    expect(different.status).toBe(409);
    const stored = (await doc(`${storePath}/orders/${posOrderId}`).get()).data();
    expect(stored).toMatchObject({
      refundAmountInCents: 300,
      refunds: [{ refundId, kind: 'partial', paymentType: 'refundCash', approverName: 'Morgan Manager' }],
    });
    const exception = await doc(`${storePath}/salesExceptions/refund_${posOrderId}_${refundId}`).get();
    expect(exception.data()).toMatchObject({ kind: 'refund', amountInCents: 300, reason: 'Cold chips' });
  });

  it('never gives back more than was paid when refunds race', async () => {
    const { posOrderId, total } = await placeSale();
    const share = Math.ceil(total / 3) + 1;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        callApi(`${base(tenant)}/pos_orders/${posOrderId}/refunds/${newId('r')}`, {
          token: till.idToken,
          body: refund(share),
          method: 'PUT',
        }),
      ),
    );
    const applied = answers.filter((answer) => answer.status === 201).length;
    expect(applied).toBe(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    const stored = (await doc(`${storePath}/orders/${posOrderId}`).get()).data();
    expect(stored?.refundAmountInCents).toBe(2 * share);
    expect(stored?.refundAmountInCents).toBeLessThanOrEqual(total);
  });

  it('refuses another store’s till', async () => {
    const { posOrderId } = await placeSale();
    const answer = await callApi(`${base(tenant)}/pos_orders/${posOrderId}/refunds/${newId('r')}`, {
      token: otherTill.idToken,
      body: refund(100),
      method: 'PUT',
    });
    expect(answer.status).toBe(403);
  });
});

describe('PUT /api/sales-exception/.../sales_exceptions/{exceptionId}', () => {
  const path = (t: Tenant, id: string) =>
    `/api/sales-exception/restaurants/${t.restaurantId}/stores/${t.storeId}/sales_exceptions/${id}`;
  const noSale = (approvedByEmployeeId = managerId) => ({
    kind: 'noSale',
    employeeId: cashierId,
    approvedByEmployeeId,
    amountInCents: 0,
    reason: 'Change for the float',
    isoDateTimeUtc: new Date().toISOString(),
  });

  it('records a no-sale opening once with the approver, refusing a cashier’s approval', async () => {
    const id = newId('x');
    expect(
      (await callApi(path(tenant, id), { token: till.idToken, body: noSale(cashierId), method: 'PUT' }))
        .status,
    ).toBe(400);
    const body = noSale();
    const first = await callApi(path(tenant, id), { token: till.idToken, body, method: 'PUT' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await callApi(path(tenant, id), { token: till.idToken, body, method: 'PUT' });
    expect(again.status).toBe(200);
    const stored = (await doc(`${storePath}/salesExceptions/${id}`).get()).data();
    expect(stored).toMatchObject({
      kind: 'noSale',
      approverName: 'Morgan Manager',
      posTerminalName: 'Front counter',
    });
    const cancel = await callApi(path(tenant, id), {
      token: till.idToken,
      body: { ...body, kind: 'cancelTransaction', amountInCents: 1250 },
      method: 'PUT',
    });
    expect(cancel.status).toBe(409);
    expect(
      (await callApi(path(tenant, newId('x')), { token: otherTill.idToken, body: noSale(), method: 'PUT' }))
        .status,
    ).toBe(403);
  });
});

describe('stashed orders', () => {
  const park = (posOrderId: string, revision: number, lines = [LINES.basic]) => {
    const draft = {
      employeeId: cashierId,
      posOrderId,
      label: 'Table 4',
      revision,
      parkedIsoDateTimeUtc: new Date().toISOString(),
      collectionType: 'dineIn' as const,
      tableNumber: '4',
      lines,
      expectedTotalInCents: 0,
    };
    const quote = quotePosOrder(menu, { collectionType: 'dineIn', lines }, new Date());
    return { ...draft, expectedTotalInCents: quote.totals.grandTotal };
  };
  const stashPath = (stashId: string) => `${base(tenant)}/stashed_orders/${stashId}`;
  const kdsPath = (stashId: string, action: string) =>
    `/api/kds/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/stashed_orders/${stashId}/${action}`;
  const action = () => ({ employeeId: cashierId, isoDateTimeUtc: new Date().toISOString() });

  it('parks, sends to the kitchen before payment, and is paid on another till with one kitchen ticket', async () => {
    const stashId = newId('stash');
    const posOrderId = newId('pos');
    expect(
      (await callApi(stashPath(stashId), { token: till.idToken, body: park(posOrderId, 1), method: 'PUT' }))
        .status,
    ).toBe(200);
    const newer = await callApi(stashPath(stashId), {
      token: till.idToken,
      body: park(posOrderId, 2, [LINES.basic, LINES.pizza]),
      method: 'PUT',
    });
    expect(newer.body).toMatchObject({ revision: 2, status: 'parked' });
    const older = await callApi(stashPath(stashId), {
      token: till.idToken,
      body: park(posOrderId, 1),
      method: 'PUT',
    });
    expect(older.body).toMatchObject({ revision: 2 });

    const sends = await Promise.all([
      callApi(kdsPath(stashId, 'send'), { token: secondTill.idToken, body: action() }),
      callApi(kdsPath(stashId, 'send'), { token: till.idToken, body: action() }),
    ]);
    expect(sends.map((answer) => answer.status)).toEqual([200, 200]);
    const ticket = await doc(`${storePath}/kdsTickets/${posOrderId}`).get();
    expect(ticket.data()).toMatchObject({ orderSource: 'pos', status: 'NEW' });
    expect(ticket.data()?.items).toHaveLength(2);

    const logged = await callApi(
      `/api/logging/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/stashed_orders/${stashId}/logs`,
      { token: secondTill.idToken, body: { entryId: 'recall-1', action: 'recalled', ...action() } },
    );
    expect(logged.status).toBe(200);

    const body = sale({
      lines: [LINES.basic, LINES.pizza],
      collectionType: 'dineIn',
      tableNumber: '4',
      stashId,
    });
    const paid = await callApi(`${base(tenant)}/pos_orders/${posOrderId}`, {
      token: secondTill.idToken,
      body,
      method: 'PUT',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const stash = (await doc(`${storePath}/stashedOrders/${stashId}`).get()).data();
    expect(stash?.status).toBe('paid');
    expect(stash?.log.map((entry: { action: string }) => entry.action)).toEqual([
      'parked',
      'updated',
      'sentToKitchen',
      'recalled',
      'paid',
    ]);
    // The order trigger finds the ticket the stash sent: the kitchen has it once.
    await expect
      .poll(
        async () => (await doc(`${storePath}/kdsTickets/${posOrderId}`).get()).data()?.createdIsoDateTimeUtc,
      )
      .toBe(ticket.data()?.createdIsoDateTimeUtc);
    // Parking it again after it was paid changes nothing.
    const reopened = await callApi(stashPath(stashId), {
      token: till.idToken,
      body: park(posOrderId, 9),
      method: 'PUT',
    });
    expect(reopened.status).toBe(409);
  });

  it('takes a sale that names a stash the server never heard of, and a late park of it changes nothing', async () => {
    const stashId = newId('stash');
    const posOrderId = newId('pos');
    const paid = await callApi(`${base(tenant)}/pos_orders/${posOrderId}`, {
      token: till.idToken,
      body: sale({ collectionType: 'dineIn', tableNumber: '4', stashId }),
      method: 'PUT',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const late = await callApi(stashPath(stashId), {
      token: till.idToken,
      body: park(posOrderId, 1),
      method: 'PUT',
    });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ status: 'paid' });
    expect((await doc(`${storePath}/stashedOrders/${stashId}`).get()).exists).toBe(false);
  });

  it('cancels a parked order (and its ticket), and refuses another store’s till', async () => {
    const stashId = newId('stash');
    const posOrderId = newId('pos');
    await callApi(stashPath(stashId), { token: till.idToken, body: park(posOrderId, 1), method: 'PUT' });
    await callApi(kdsPath(stashId, 'send'), { token: till.idToken, body: action() });
    expect(
      (await callApi(kdsPath(stashId, 'cancel'), { token: otherTill.idToken, body: action() })).status,
    ).toBe(403);
    const cancelled = await callApi(kdsPath(stashId, 'cancel'), { token: till.idToken, body: action() });
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect((await doc(`${storePath}/kdsTickets/${posOrderId}`).get()).data()?.status).toBe('CANCELLED');
    const paying = await callApi(`${base(tenant)}/pos_orders/${posOrderId}`, {
      token: till.idToken,
      body: sale({ collectionType: 'dineIn', tableNumber: '4', stashId }),
      method: 'PUT',
    });
    expect(paying.status).toBe(409);
    expect((await doc(`${storePath}/orders/${posOrderId}`).get()).exists).toBe(false);
  });
});

describe('GET /api/pos/.../customers', () => {
  it('finds the restaurant’s known customers by name or phone for the till, and refuses another store’s till', async () => {
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/customers/phone:+61400111222`)
      .set({
        name: 'Priya Natarajan',
        mobileNumberE164: '+61400111222',
        previousOrderCount: 3,
        previousPosOrderCount: 1,
        lastOrderIsoDateTimeUtc: new Date().toISOString(),
        searchTerms: personSearchTerms({ name: 'Priya Natarajan', mobile: '+61400111222' }),
      });
    const path = (t: Tenant, search: string) => `${base(t)}/customers?search=${encodeURIComponent(search)}`;
    const byName = await callApi(path(tenant, 'pri'), { token: till.idToken, method: 'GET' });
    expect(byName.status, JSON.stringify(byName.body)).toBe(200);
    expect(byName.body.customers).toEqual([
      expect.objectContaining({
        name: 'Priya Natarajan',
        phoneNumber: '+61400111222',
        previousOrderCount: 3,
      }),
    ]);
    const byPhone = await callApi(path(tenant, '+61400111'), { token: till.idToken, method: 'GET' });
    expect((byPhone.body.customers as unknown[]).length).toBe(1);
    expect((await callApi(path(tenant, 'p'), { token: till.idToken, method: 'GET' })).status).toBe(400);
    expect((await callApi(path(tenant, 'pri'), { token: otherTill.idToken, method: 'GET' })).status).toBe(
      403,
    );
  });
});
