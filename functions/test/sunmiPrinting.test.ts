import { ZPrintJob } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncPrintJobs } from '../src/printing/orderTrigger';
import { sunmiPushId } from '../src/printing/sunmiCloud';
import { orderDocument, seedMenu, seedOrder, storePath } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { createTenant, type Tenant } from './support/tenants';

/**
 * Sunmi cloud printers end to end: the API and the print job trigger in the functions emulator talk
 * to the fake Sunmi service of the fakes process (fakes/src/sunmi, signed OpenAPI v1 calls), whose
 * printers print what is pushed.
 */
const SUNMI_URL = process.env.FAKE_SUNMI_URL ?? 'http://127.0.0.1:12132';
const SN = `N4${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`.slice(0, 20);
const TOTALS = {
  itemTotal: 4900,
  couponDiscount: 0,
  loyaltyDiscount: 0,
  deliveryCharge: 0,
  deliveryDiscount: 0,
  publicHolidaySurcharge: 0,
  cardSurcharge: 0,
  discount: 0,
  charges: 0,
  grandTotal: 4900,
  gst: 445,
};
const PRINTER = {
  id: 'sunmi-kitchen',
  name: 'Sunmi kitchen',
  printerModel: 'cloudKitchenPrinter',
  connectionKind: 'cloud',
  cloudProtocol: 'sunmiCloud',
  sunmiSn: SN,
  printDocumentKinds: ['orderTicket'],
};

let tenant: Tenant;
let other: Tenant;
const api = (t: Tenant, suffix: string) =>
  `/api/printing/restaurants/${t.restaurantId}/stores/${t.storeId}${suffix}`;
const device = (state: Record<string, unknown>, method = 'POST') =>
  fetch(`${SUNMI_URL}/_fake/devices/${SN}${method === 'POST' ? '/state' : ''}`, {
    method,
    body: JSON.stringify(state),
  });
const printed = async () =>
  (
    (await (await fetch(`${SUNMI_URL}/_fake/printed?sn=${SN}`)).json()) as {
      printed: { pushId: string; text: string }[];
    }
  ).printed;

async function acceptedOrder() {
  const orderId = await seedOrder(tenant, { extra: { totals: TOTALS, displayNumber: '731' } });
  const before = orderDocument(tenant, orderId);
  return {
    restaurantId: tenant.restaurantId,
    storeId: tenant.storeId,
    orderId,
    before,
    after: { ...before, totals: TOTALS, status: { code: 'accepted' } },
  };
}

async function jobOf(orderId: string) {
  const snapshot = await firestore()
    .collection(`${storePath(tenant)}/printJobs`)
    .where('orderId', '==', orderId)
    .get();
  return snapshot.docs.map((doc) => ZPrintJob.parse(doc.data()))[0];
}

beforeAll(async () => {
  [tenant, other] = await Promise.all([createTenant('sunmi'), createTenant('sunmi-other')]);
  await seedMenu(tenant);
  expect((await device({}, 'PUT')).status).toBe(200);
});

describe('a Sunmi cloud printer', () => {
  it('needs its serial number in the printer settings', async () => {
    const { sunmiSn: _sn, ...withoutSn } = PRINTER;
    const refused = await callApi(api(tenant, '/printer-settings'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { printers: [withoutSn] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('serial number');
    const saved = await callApi(api(tenant, '/printer-settings'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { printers: [PRINTER] },
    });
    expect(saved.status).toBe(200);
  });

  it('binds to the store once, and not from another tenant or to a second shop', async () => {
    expect(
      (
        await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/bind'), {
          token: other.owner.idToken,
          body: {},
        })
      ).status,
    ).toBe(403);
    const bound = await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/bind'), {
      token: tenant.owner.idToken,
      body: {},
    });
    expect(bound.status).toBe(200);
    expect(bound.body).toMatchObject({ bound: true, online: true, sn: SN });
    // Binding again (a double click, a retry) changes nothing.
    const again = await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/bind'), {
      token: tenant.owner.idToken,
      body: {},
    });
    expect(again.status).toBe(200);
    // The same printer set up by another store: Sunmi's 60008, told as a 409 with what to do.
    await callApi(api(other, '/printer-settings'), {
      method: 'PUT',
      token: other.owner.idToken,
      body: { printers: [PRINTER] },
    });
    const elsewhere = await callApi(api(other, '/cloud-printers/sunmi-kitchen/bind'), {
      token: other.owner.idToken,
      body: {},
    });
    expect(elsewhere.status).toBe(409);
    expect(String(elsewhere.body.message)).toContain('Sunmi Assistant');
    const status = await firestore()
      .doc(`${storePath(tenant)}/printerStatus/sunmi-kitchen`)
      .get();
    expect(status.data()).toMatchObject({ canPrint: true, protocol: 'sunmiCloud' });
  });

  it('prints an accepted order’s ticket once, however often the trigger is delivered', async () => {
    const write = await acceptedOrder();
    await syncPrintJobs(write);
    await syncPrintJobs(write);
    const job = await jobOf(write.orderId);
    expect(job).toBeDefined();
    // Pushed by the order trigger in the cloud; here the trigger ran in the test process, which has
    // no Sunmi key, so the job waits queued and the status call (the minute watch's work) pushes it.
    await expect
      .poll(
        async () => {
          await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/status'), { token: tenant.owner.idToken });
          return (await printed()).length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect((await printed())[0]?.text.replace(/\s+/g, '')).toContain('2xBurger');
    // Sunmi says it printed: the status call finishes the job.
    await expect
      .poll(
        async () => {
          const state = await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/status'), {
            token: tenant.owner.idToken,
          });
          expect(state.status).toBe(200);
          return (await jobOf(write.orderId))?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('success');
    expect(await printed()).toHaveLength(1);
  });

  it('keeps tickets while the printer is offline, shows it, and prints them when it is back', async () => {
    await device({ online: false });
    const state = await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/status'), {
      token: tenant.owner.idToken,
    });
    expect(state.body).toMatchObject({ bound: true, online: false });
    const status = await firestore()
      .doc(`${storePath(tenant)}/printerStatus/sunmi-kitchen`)
      .get();
    expect(status.data()).toMatchObject({ canPrint: false, statusCode: 'Offline' });
    const write = await acceptedOrder();
    await syncPrintJobs(write);
    await expect
      .poll(
        async () => {
          await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/status'), { token: tenant.owner.idToken });
          return (await jobOf(write.orderId))?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('sent');
    expect(await printed()).toHaveLength(1);
    await device({ online: true });
    await expect.poll(async () => (await printed()).length, { timeout: 20_000 }).toBe(2);
    await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/status'), { token: tenant.owner.idToken });
    expect((await jobOf(write.orderId))?.status).toBe('success');
  });

  it('answers 404 for a printer that is not a Sunmi printer', async () => {
    const missing = await callApi(api(tenant, '/cloud-printers/nope/status'), {
      token: tenant.owner.idToken,
    });
    expect(missing.status).toBe(404);
  });
});

describe('a Sunmi ticket moved to the backup printer', () => {
  it('is withdrawn from Sunmi’s queue first, so the Sunmi printer never prints it too', async () => {
    const saved = await callApi(api(tenant, '/printer-settings'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        printers: [
          { ...PRINTER, backupPrinterId: 'pass' },
          {
            id: 'pass',
            name: 'Pass',
            printerModel: 'cloudKitchenPrinter',
            connectionKind: 'cloud',
            printDocumentKinds: ['orderTicket'],
            autoPrintOnAccept: false,
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    await device({ online: false });
    const printedBefore = (await printed()).length;
    const write = await acceptedOrder();
    await syncPrintJobs(write);
    // Pushed to Sunmi, where it waits for the offline printer.
    await expect
      .poll(
        async () => {
          await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/status'), { token: tenant.owner.idToken });
          return (await jobOf(write.orderId))?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('sent');
    const original = await jobOf(write.orderId);
    const check = () => callApi(api(tenant, '/printers/check'), { token: tenant.owner.idToken, body: {} });
    // Within the limit the check leaves it where it is.
    const early = await check();
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ sunmiChecked: 1, moved: 0 });
    // Three minutes on (the ticket made then), the printer still offline: the check moves it.
    const threeMinutesAgo = new Date(Date.now() - 180_000).toISOString();
    await firestore()
      .doc(`${storePath(tenant)}/printJobs/${original?.id}`)
      .update({ createdIsoDateTimeUtc: threeMinutesAgo });
    const [first, second] = await Promise.all([check(), check()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const jobs = (
      await firestore()
        .collection(`${storePath(tenant)}/printJobs`)
        .where('orderId', '==', write.orderId)
        .get()
    ).docs.map((doc) => ZPrintJob.parse(doc.data()));
    expect(jobs.find((job) => job.id === original?.id)?.status).toBe('rerouted');
    const backups = jobs.filter((job) => job.reason === 'backup');
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ printerId: 'pass', status: 'queued' });
    expect(backups[0]?.markup).toContain('BACKUP FROM Sunmi kitchen');
    // Sunmi was told to drop it: nothing waits for the printer any more.
    const devices = (await (await fetch(`${SUNMI_URL}/_fake/devices`)).json()) as {
      devices: { sn: string; waiting: number }[];
    };
    expect(devices.devices.find((entry) => entry.sn === SN)?.waiting).toBe(0);

    // The printer comes back and prints the next order's ticket, but not the moved one.
    await device({ online: true });
    const marker = await acceptedOrder();
    await syncPrintJobs(marker);
    await expect
      .poll(
        async () => {
          await callApi(api(tenant, '/cloud-printers/sunmi-kitchen/status'), { token: tenant.owner.idToken });
          return (await printed()).length;
        },
        { timeout: 20_000 },
      )
      .toBe(printedBefore + 1);
    const markerJob = await jobOf(marker.orderId);
    const pushIds = (await printed()).map((ticket) => ticket.pushId);
    expect(pushIds).toContain(sunmiPushId(markerJob?.id ?? ''));
    expect(pushIds).not.toContain(sunmiPushId(original?.id ?? ''));
  });
});
