/**
 * The cash drawer demo at Bondi: one drawer session a day on the front-counter till for the last
 * week, around the seeded counter orders (seedPos.ts). Expected cash is the domain's own sum of those
 * orders (float + cash sales − cash refunds + in − out), so the drawer reports reconcile with the
 * orders; most days balance, one is short $2.50 with a comment, one had cash paid out for milk.
 */
import {
  addDaysToLocalDate,
  businessDateAt,
  closeDrawerSession,
  DENOMINATIONS,
  type DenominationCount,
  type DrawerSession,
  drawerCashOfOrders,
  drawerExpectation,
  localDateAt,
  type PosOrderDocument,
  ZDrawerSession,
  zonedInstant,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_EMPLOYEES, DEMO_POS_STORE_ID, DEMO_POS_TERMINAL } from './seedPos';

const TIMEZONE = 'Australia/Sydney';
const FLOAT_IN_CENTS = 20_000;

/** Notes and coins making up `cents`, largest first (how a cashier would count it). */
function countOf(cents: number): DenominationCount {
  let left = cents;
  const count: DenominationCount = [];
  for (const valueInCents of DENOMINATIONS.AUD) {
    const pieces = Math.floor(left / valueInCents);
    if (pieces > 0) count.push({ valueInCents, count: pieces });
    left -= pieces * valueInCents;
  }
  return count;
}

export async function seedCashDrawer(db: Firestore, restaurantId: string, now = new Date()): Promise<void> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_POS_STORE_ID);
  const orders = (
    await store.collection('orders').where('posTerminalId', '==', DEMO_POS_TERMINAL.id).get()
  ).docs.map((doc) => doc.data() as PosOrderDocument);
  const [alex] = DEMO_EMPLOYEES;
  const today = localDateAt(now, TIMEZONE);
  const batch = db.batch();
  for (let daysAgo = 1; daysAgo <= 6; daysAgo++) {
    const date = addDaysToLocalDate(today, -daysAgo);
    const id = `demo-drawer-${date}`;
    const opened = zonedInstant(date, 9 * 60, TIMEZONE).toISOString();
    const closedAt = zonedInstant(addDaysToLocalDate(date, 1), 60, TIMEZONE).toISOString();
    const movements: DrawerSession['movements'] =
      daysAgo === 3
        ? [
            {
              id: `${id}-out`,
              kind: 'cashOut',
              amountInCents: 1_250,
              reason: 'Milk delivery',
              employeeId: alex.id,
              employeeName: alex.name,
              occurredIsoDateTimeUtc: zonedInstant(date, 11 * 60, TIMEZONE).toISOString(),
            },
          ]
        : [];
    const open: DrawerSession = ZDrawerSession.parse({
      id,
      posTerminalId: DEMO_POS_TERMINAL.id,
      posTerminalName: DEMO_POS_TERMINAL.name,
      currency: 'AUD',
      businessDate: businessDateAt(new Date(opened), TIMEZONE),
      openedIsoDateTimeUtc: opened,
      openedByEmployeeId: alex.id,
      openedByEmployeeName: alex.name,
      floatInCents: FLOAT_IN_CENTS,
      blindCount: daysAgo === 5,
      movements,
      status: 'open',
      updatedIsoDateTimeUtc: opened,
    });
    const cash = drawerCashOfOrders(orders, open, closedAt);
    const expected = drawerExpectation(open, cash).expectedInCents;
    const short = daysAgo === 2 ? 250 : 0;
    const closed = closeDrawerSession(
      open,
      {
        employeeId: alex.id,
        count: countOf(expected - short),
        ...(short ? { comment: 'Short $2.50: change given twice' } : {}),
        occurredIsoDateTimeUtc: closedAt,
      },
      alex,
      cash,
      closedAt,
    );
    if (!closed.ok) throw new Error(`Demo drawer ${date}: ${closed.message}`);
    batch.set(store.collection('drawerSessions').doc(id), closed.session);
  }
  await batch.commit();
}
