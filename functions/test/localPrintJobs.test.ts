import { ZPrintJob } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncPrintJobs } from '../src/printing/orderTrigger';
import { orderDocument, seedMenu, seedOrder, storePath } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { createTenant, type Tenant } from './support/tenants';

/**
 * Reprints reach the store's LAN, USB and Bluetooth printers as well as its cloud printers: the
 * browser that pressed Reprint claims each local job (one winner), prints it and reports how it went.
 * And the printers' state is brought up to date on request (`/printers/check`), without the scheduler.
 */
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

const SETTINGS = {
  printers: [
    {
      id: 'kitchen',
      name: 'Kitchen',
      printerModel: 'cloudKitchenPrinter',
      connectionKind: 'cloud',
      printDocumentKinds: ['orderTicket', 'orderInvoice'],
    },
    {
      id: 'counter-lan',
      name: 'Counter LAN',
      printerModel: 'tm-m30iii',
      connectionKind: 'LAN',
      ipAddress: '192.168.1.60',
      printDocumentKinds: ['orderInvoice'],
    },
    {
      id: 'bar-usb',
      name: 'Bar USB',
      printerModel: 'tm-m30',
      connectionKind: 'USB',
      printDocumentKinds: ['orderInvoice'],
      active: false,
    },
  ],
};

let tenant: Tenant;
let other: Tenant;
const api = (t: Tenant, suffix: string) =>
  `/api/printing/restaurants/${t.restaurantId}/stores/${t.storeId}${suffix}`;

async function jobsOf(t: Tenant, orderId: string) {
  const snapshot = await firestore()
    .collection(`${storePath(t)}/printJobs`)
    .where('orderId', '==', orderId)
    .get();
  return snapshot.docs.map((doc) => ZPrintJob.parse(doc.data()));
}

beforeAll(async () => {
  [tenant, other] = await Promise.all([createTenant('localprint'), createTenant('localprint-other')]);
  await seedMenu(tenant);
  const saved = await callApi(api(tenant, '/printer-settings'), {
    method: 'PUT',
    token: tenant.owner.idToken,
    body: SETTINGS,
  });
  expect(saved.status).toBe(200);
});

describe('a reprint on a LAN printer', () => {
  it('is claimed by one browser, printed once and its result recorded', async () => {
    const orderId = await seedOrder(tenant, { extra: { totals: TOTALS, displayNumber: '64' } });
    const body = { requestId: `rq-${crypto.randomUUID().slice(0, 12)}`, documentKinds: ['orderInvoice'] };
    const reprint = await callApi(api(tenant, `/orders/${orderId}/reprint`), {
      token: tenant.owner.idToken,
      body,
    });
    expect(reprint.status).toBe(200);
    // The cloud printer fetches its copy; the LAN printer's waits for this browser. The inactive USB
    // printer gets nothing.
    const cloudJobIds = reprint.body.cloudJobIds as string[];
    const localJobs = reprint.body.localJobs as { jobId: string; printerId: string; printerName: string }[];
    expect(cloudJobIds).toHaveLength(1);
    expect(localJobs).toEqual([
      expect.objectContaining({ printerId: 'counter-lan', printerName: 'Counter LAN' }),
    ]);
    const jobs = await jobsOf(tenant, orderId);
    expect(jobs.map((job) => job.printerId).sort()).toEqual(['counter-lan', 'kitchen']);
    const jobId = localJobs[0]?.jobId ?? '';

    // The same press retried before anyone claimed it: the same job, still waiting.
    const retried = await callApi(api(tenant, `/orders/${orderId}/reprint`), {
      token: tenant.owner.idToken,
      body,
    });
    expect(retried.body.localJobs).toEqual(localJobs);

    // Reporting before claiming is refused.
    const early = await callApi(api(tenant, `/print-jobs/${jobId}/result`), {
      token: tenant.owner.idToken,
      body: { success: true },
    });
    expect(early.status).toBe(409);

    // Two screens claim it at once: one prints it.
    const claims = await Promise.all(
      [0, 1, 2].map(() =>
        callApi(api(tenant, `/print-jobs/${jobId}/claim`), { token: tenant.owner.idToken, body: {} }),
      ),
    );
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409, 409]);
    const winner = claims.find((claim) => claim.status === 200);
    expect(String(winner?.body.markup)).toContain('REPRINT');
    expect(winner?.body.printer).toMatchObject({ id: 'counter-lan', ipAddress: '192.168.1.60' });
    const loser = claims.find((claim) => claim.status === 409);
    expect(loser?.body.title).toBe('Print Job Already Taken');

    // After the claim a retried press has nothing left for a browser to print.
    const afterClaim = await callApi(api(tenant, `/orders/${orderId}/reprint`), {
      token: tenant.owner.idToken,
      body,
    });
    expect(afterClaim.body.localJobs).toEqual([]);

    const result = await callApi(api(tenant, `/print-jobs/${jobId}/result`), {
      token: tenant.owner.idToken,
      body: { success: true },
    });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('success');
    // Said twice (a retried request): the same answer, nothing changes.
    const again = await callApi(api(tenant, `/print-jobs/${jobId}/result`), {
      token: tenant.owner.idToken,
      body: { success: true },
    });
    expect(again.body.status).toBe('success');
    const [printed] = (await jobsOf(tenant, orderId)).filter((job) => job.printerId === 'counter-lan');
    expect(printed).toMatchObject({ status: 'success', attempts: 0, reason: 'reprint' });
  });

  it('records what the printer said when it did not print', async () => {
    const orderId = await seedOrder(tenant, { extra: { totals: TOTALS, displayNumber: '65' } });
    const reprint = await callApi(api(tenant, `/orders/${orderId}/reprint`), {
      token: tenant.owner.idToken,
      body: { requestId: `rq-${crypto.randomUUID().slice(0, 12)}`, documentKinds: ['orderInvoice'] },
    });
    const jobId = (reprint.body.localJobs as { jobId: string }[])[0]?.jobId ?? '';
    expect(
      (await callApi(api(tenant, `/print-jobs/${jobId}/claim`), { token: tenant.owner.idToken, body: {} }))
        .status,
    ).toBe(200);
    const failed = await callApi(api(tenant, `/print-jobs/${jobId}/result`), {
      token: tenant.owner.idToken,
      body: { success: false, problem: 'Counter LAN did not print: it is out of paper.' },
    });
    expect(failed.body.status).toBe('failure');
    const [job] = (await jobsOf(tenant, orderId)).filter((entry) => entry.printerId === 'counter-lan');
    expect(job).toMatchObject({
      status: 'failure',
      attempts: 1,
      lastError: 'Counter LAN did not print: it is out of paper.',
    });
    // A bad body says why; an unbounded problem is refused.
    const bad = await callApi(api(tenant, `/print-jobs/${jobId}/result`), {
      token: tenant.owner.idToken,
      body: { success: 'yes', problem: 'x'.repeat(600) },
    });
    expect(bad.status).toBe(400);
  });

  it('is not claimed for a cloud printer, nor from another store', async () => {
    const orderId = await seedOrder(tenant, { extra: { totals: TOTALS, displayNumber: '66' } });
    const reprint = await callApi(api(tenant, `/orders/${orderId}/reprint`), {
      token: tenant.owner.idToken,
      body: { requestId: `rq-${crypto.randomUUID().slice(0, 12)}`, documentKinds: ['orderInvoice'] },
    });
    const [cloudJobId] = reprint.body.cloudJobIds as string[];
    const [local] = reprint.body.localJobs as { jobId: string }[];
    const cloud = await callApi(api(tenant, `/print-jobs/${cloudJobId}/claim`), {
      token: tenant.owner.idToken,
      body: {},
    });
    expect(cloud.status).toBe(404);
    const foreign = await callApi(api(tenant, `/print-jobs/${local?.jobId}/claim`), {
      token: other.owner.idToken,
      body: {},
    });
    expect(foreign.status).toBe(403);
    const elsewhere = await callApi(api(other, `/print-jobs/${local?.jobId}/claim`), {
      token: other.owner.idToken,
      body: {},
    });
    expect(elsewhere.status).toBe(404);
    const [job] = (await jobsOf(tenant, orderId)).filter((entry) => entry.printerId === 'counter-lan');
    expect(job?.status).toBe('queued');
  });
});

describe('checking a store’s printers on request', () => {
  it('marks a printer that never connected and moves its waiting ticket to the backup, once', async () => {
    const store = await createTenant('printcheck');
    await seedMenu(store);
    const cloud = {
      printerModel: 'cloudKitchenPrinter',
      connectionKind: 'cloud',
      printDocumentKinds: ['orderTicket'],
    };
    const saved = await callApi(api(store, '/printer-settings'), {
      method: 'PUT',
      token: store.owner.idToken,
      body: {
        printers: [
          { ...cloud, id: 'boxed', name: 'Boxed', backupPrinterId: 'pass' },
          { ...cloud, id: 'pass', name: 'Pass', autoPrintOnAccept: false },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const orderId = await seedOrder(store, { extra: { totals: TOTALS, displayNumber: '12' } });
    const before = orderDocument(store, orderId);
    await syncPrintJobs({
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      orderId,
      before,
      after: { ...before, totals: TOTALS, status: { code: 'accepted' } },
    });
    const check = () => callApi(api(store, '/printers/check'), { token: store.owner.idToken, body: {} });
    // Fresh: nothing to do yet (a new printer may simply be slow to make its first poll).
    const fresh = await check();
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ moved: 0 });
    // The ticket has waited past the limit (made three minutes ago).
    const [waiting] = await jobsOf(store, orderId);
    const threeMinutesAgo = new Date(Date.now() - 180_000).toISOString();
    await firestore()
      .doc(`${storePath(store)}/printJobs/${waiting?.id}`)
      .update({ createdIsoDateTimeUtc: threeMinutesAgo, notBeforeIsoDateTimeUtc: threeMinutesAgo });
    const [first, second] = await Promise.all([check(), check()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const status = await firestore()
      .doc(`${storePath(store)}/printerStatus/boxed`)
      .get();
    expect(status.data()).toMatchObject({ neverPolled: true, statusCode: 'Never connected' });
    const jobs = await jobsOf(store, orderId);
    expect(jobs.find((job) => job.id === waiting?.id)?.status).toBe('rerouted');
    const backups = jobs.filter((job) => job.reason === 'backup');
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ printerId: 'pass', status: 'queued' });
    expect(backups[0]?.markup).toContain('BACKUP FROM Boxed');
    // Staff of another restaurant cannot ask.
    const foreign = await callApi(api(store, '/printers/check'), { token: other.owner.idToken, body: {} });
    expect(foreign.status).toBe(403);
  });
});
