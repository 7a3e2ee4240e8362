import {
  type DrawerSession,
  drawerLateAdjustment,
  type PosOrderRequestInput,
  type PublishedMenu,
  quotePosOrder,
  ZPosOrderRequest,
} from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { LINES } from './support/onlineOrdering';
import { addEmployee, publishPosMenu } from './support/posTill';
import { createTenant, type PairedDevice, pairDevice, type Tenant } from './support/tenants';

/**
 * Cash drawer sessions through the real API: opened once per till session id, one open drawer per
 * till (a race gives one 409), cash in/out and authorised no-sales applied once, and a close whose
 * expected cash is the float plus the till's cash orders less refunds, plus ins, less outs.
 */

let tenant: Tenant;
let other: Tenant;
let terminal: PairedDevice;
let otherTerminal: PairedDevice;
let cashier: string;
let manager: string;
let menu: PublishedMenu;

const base = (forTenant: Tenant) =>
  `/api/cash-drawer/restaurants/${forTenant.restaurantId}/stores/${forTenant.storeId}`;
const now = () => new Date().toISOString();

beforeAll(async () => {
  tenant = await createTenant('drawer');
  other = await createTenant('other-drawer');
  menu = await publishPosMenu(tenant);
  terminal = await pairDevice('pos', tenant, 'Front counter');
  otherTerminal = await pairDevice('pos', other, 'Their counter');
  cashier = await addEmployee(tenant, 'Casey Cash', '1357');
  manager = await addEmployee(tenant, 'Morgan Boss', '9753', true);
});

async function placeCashOrder(
  till: PairedDevice = terminal,
  placedIsoDateTimeUtc = now(),
  posOrderId = `pos-${crypto.randomUUID()}`,
): Promise<number> {
  const draft = {
    employeeId: cashier,
    placedIsoDateTimeUtc,
    collectionType: 'pickup' as const,
    lines: [LINES.basic],
    payment: { paymentType: 'cash' as const, cashTenderedInCents: 50_000 },
    expectedTotalInCents: 0,
  } satisfies PosOrderRequestInput;
  const quote = quotePosOrder(menu, ZPosOrderRequest.parse(draft), new Date(draft.placedIsoDateTimeUtc));
  const placed = await callApi(
    `/api/pos/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pos_orders/${posOrderId}`,
    {
      method: 'PUT',
      token: till.idToken,
      body: { ...draft, expectedTotalInCents: quote.totals.grandTotal },
    },
  );
  expect([200, 201], JSON.stringify(placed.body)).toContain(placed.status);
  return quote.totals.grandTotal;
}

describe('/api/cash-drawer', () => {
  it('opens once, records movements once, and closes with expected against counted', async () => {
    const sessionId = `drawer-${crypto.randomUUID()}`;
    const open = { employeeId: cashier, floatInCents: 20_000, occurredIsoDateTimeUtc: now() };
    const path = `${base(tenant)}/sessions/${sessionId}`;
    const first = await callApi(path, { method: 'PUT', token: terminal.idToken, body: open });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await callApi(path, { method: 'PUT', token: terminal.idToken, body: open })).status).toBe(200);
    // A second session on the same till while this one is open: refused.
    const second = await callApi(`${base(tenant)}/sessions/drawer-${crypto.randomUUID()}`, {
      method: 'PUT',
      token: terminal.idToken,
      body: { ...open, occurredIsoDateTimeUtc: now() },
    });
    expect(second.status).toBe(409);

    const move = (id: string, body: Record<string, unknown>) =>
      callApi(`${path}/movements/${id}`, {
        method: 'PUT',
        token: terminal.idToken,
        body: { employeeId: cashier, occurredIsoDateTimeUtc: now(), ...body },
      });
    expect(
      (await move('in-1', { kind: 'cashIn', amountInCents: 5_000, reason: 'Coins from the bank' })).status,
    ).toBe(201);
    expect(
      (await move('in-1', { kind: 'cashIn', amountInCents: 5_000, reason: 'Coins from the bank' })).status,
    ).toBe(200);
    expect((await move('out-1', { kind: 'cashOut', amountInCents: 1_250, reason: 'Milk' })).status).toBe(201);
    // A no-sale approved by someone who is not authorised: refused; by the manager: recorded.
    const notAuthorised = await move('ns-1', {
      kind: 'noSale',
      reason: 'Change for a note',
      approvedByEmployeeId: cashier,
    });
    expect(notAuthorised.status).toBe(400);
    expect(
      (await move('ns-2', { kind: 'noSale', reason: 'Change for a note', approvedByEmployeeId: manager }))
        .status,
    ).toBe(201);

    const sale = await placeCashOrder();
    const expected = 20_000 + sale + 5_000 - 1_250;
    const close = (body: Record<string, unknown>) =>
      callApi(`${path}/close`, {
        method: 'PUT',
        token: terminal.idToken,
        body: { employeeId: cashier, occurredIsoDateTimeUtc: now(), ...body },
      });
    // Short by far more than $5 with no comment: explained, not closed.
    const uncommented = await close({ count: [{ valueInCents: 10_000, count: 1 }] });
    expect(uncommented.status).toBe(400);
    // Counted in 5c coins: at most 4c short of the expected cash, so no comment is needed.
    const count = [{ valueInCents: 5, count: Math.floor(expected / 5) }];
    const closed = await close({ count });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((closed.body.session as { close: Record<string, number> }).close).toMatchObject({
      expectedInCents: expected,
      cashSalesInCents: sale,
      cashInInCents: 5_000,
      cashOutInCents: 1_250,
      overShortInCents: Math.floor(expected / 5) * 5 - expected,
    });
    // Closed: another till session can open now; this one takes no more movements.
    expect((await move('in-2', { kind: 'cashIn', amountInCents: 100, reason: 'Late coins' })).status).toBe(
      409,
    );
  });

  it('a cash sale rung up before the close but stored after it is a late sale of that session, once', async () => {
    const till = await pairDevice('pos', tenant, 'Patio till');
    const sessionId = `late-${crypto.randomUUID()}`;
    const path = `${base(tenant)}/sessions/${sessionId}`;
    const openedAt = now();
    const opened = await callApi(path, {
      method: 'PUT',
      token: till.idToken,
      body: { employeeId: cashier, floatInCents: 10_000, occurredIsoDateTimeUtc: openedAt },
    });
    expect(opened.status).toBe(201);
    // Rung up offline while the drawer was open; the drawer is counted and closed before it syncs.
    const rungUpAt = now();
    const closed = await callApi(`${path}/close`, {
      method: 'PUT',
      token: till.idToken,
      body: {
        employeeId: cashier,
        occurredIsoDateTimeUtc: now(),
        count: [{ valueInCents: 5_000, count: 2 }],
      },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const orderId = `pos-${crypto.randomUUID()}`;
    const sale = await placeCashOrder(till, rungUpAt, orderId);
    // Sent again (the till never heard the answer): still one late sale.
    await placeCashOrder(till, rungUpAt, orderId);
    const session = (
      await firestore()
        .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/drawerSessions/${sessionId}`)
        .get()
    ).data() as DrawerSession;
    expect(session.close?.expectedInCents).toBe(10_000);
    expect(session.lateOrders).toEqual([
      expect.objectContaining({ posOrderId: orderId, cashInCents: sale, placedIsoDateTimeUtc: rungUpAt }),
    ]);
    expect(drawerLateAdjustment(session)).toEqual({
      lateCashInCents: sale,
      lateRefundsInCents: 0,
      adjustedExpectedInCents: 10_000 + sale,
      adjustedOverShortInCents: -sale,
    });
  });

  it('a cash refund given before the close but stored after it is a late refund of that session, once', async () => {
    const till = await pairDevice('pos', tenant, 'Bar till');
    const sessionId = `late-refund-${crypto.randomUUID()}`;
    const path = `${base(tenant)}/sessions/${sessionId}`;
    const opened = await callApi(path, {
      method: 'PUT',
      token: till.idToken,
      body: { employeeId: cashier, floatInCents: 10_000, occurredIsoDateTimeUtc: now() },
    });
    expect(opened.status).toBe(201);
    const orderId = `pos-${crypto.randomUUID()}`;
    const sale = await placeCashOrder(till, now(), orderId);
    // Given back from the drawer while it was open; the till was offline, so the refund syncs after
    // the drawer is counted (with the refund's cash already out of it) and closed.
    const refundedAt = now();
    const closed = await callApi(`${path}/close`, {
      method: 'PUT',
      token: till.idToken,
      body: {
        employeeId: cashier,
        occurredIsoDateTimeUtc: now(),
        count: [{ valueInCents: 5_000, count: 2 }],
        comment: 'Refund given while offline',
      },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const sessionRef = firestore().doc(
      `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/drawerSessions/${sessionId}`,
    );
    const closeBefore = ((await sessionRef.get()).data() as DrawerSession).close;
    expect(closeBefore?.expectedInCents).toBe(10_000 + sale);

    const refundId = crypto.randomUUID();
    const refund = () =>
      callApi(
        `/api/pos/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pos_orders/${orderId}/refunds/${refundId}`,
        {
          method: 'PUT',
          token: till.idToken,
          body: {
            employeeId: cashier,
            approvedByEmployeeId: manager,
            amountInCents: 300,
            reason: 'Wrong item',
            refundedIsoDateTimeUtc: refundedAt,
          },
        },
      );
    const first = await refund();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Sent again (the till never heard the answer): still one late refund.
    expect([200, 201]).toContain((await refund()).status);
    const session = (await sessionRef.get()).data() as DrawerSession;
    expect(session.close).toEqual(closeBefore);
    expect(session.lateRefunds).toEqual([
      expect.objectContaining({
        posOrderId: orderId,
        refundId,
        cashOutInCents: 300,
        refundedIsoDateTimeUtc: refundedAt,
      }),
    ]);
    expect(drawerLateAdjustment(session)).toEqual({
      lateCashInCents: 0,
      lateRefundsInCents: 300,
      adjustedExpectedInCents: 10_000 + sale - 300,
      adjustedOverShortInCents: 10_000 - (10_000 + sale - 300),
    });

    // A refund given after the close is not this session's.
    const afterClose = await callApi(
      `/api/pos/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pos_orders/${orderId}/refunds/${crypto.randomUUID()}`,
      {
        method: 'PUT',
        token: till.idToken,
        body: {
          employeeId: cashier,
          approvedByEmployeeId: manager,
          amountInCents: 100,
          reason: 'Long wait',
          refundedIsoDateTimeUtc: now(),
        },
      },
    );
    expect(afterClose.status, JSON.stringify(afterClose.body)).toBe(201);
    expect(((await sessionRef.get()).data() as DrawerSession).lateRefunds).toHaveLength(1);
  });

  it('two opens of one till at once: one drawer, one 409; other tenants are refused', async () => {
    const till = await pairDevice('pos', tenant, 'Bar till');
    const open = { employeeId: cashier, floatInCents: 10_000, occurredIsoDateTimeUtc: now() };
    const answers = await Promise.all(
      [0, 1].map((index) =>
        callApi(`${base(tenant)}/sessions/race-${index}-${crypto.randomUUID()}`, {
          method: 'PUT',
          token: till.idToken,
          body: open,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const cross = await callApi(`${base(tenant)}/sessions/cross-1`, {
      method: 'PUT',
      token: otherTerminal.idToken,
      body: open,
    });
    expect(cross.status).toBe(403);
    const foreignEmployee = await callApi(`${base(other)}/sessions/cross-2`, {
      method: 'PUT',
      token: otherTerminal.idToken,
      body: open,
    });
    expect(foreignEmployee.status).toBe(400);
    expect(
      (
        await callApi(`${base(tenant)}/sessions/cross-3`, {
          method: 'PUT',
          token: tenant.owner.idToken,
          body: open,
        })
      ).status,
    ).toBe(403);
    const stored = await firestore()
      .collection(`restaurants/${other.restaurantId}/stores/${other.storeId}/drawerSessions`)
      .get();
    expect(stored.size).toBe(0);
  });
});
