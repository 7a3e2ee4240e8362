import { ZPrintJob } from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudPrnt, startFakeCloudPrnt } from '../../fakes/src/cloudprnt';
import { moveStuckJobsToBackups } from '../src/printing/backupWatch';
import { cloudPrntGetJob, confirmPrintJob } from '../src/printing/cloudPrnt';
import { printEventsOf, syncPrintJobs } from '../src/printing/orderTrigger';
import { autoPrintJobs } from '../src/printing/printJobsForOrders';
import { API_BASE_URL, orderDocument, seedMenu, seedOrder, storePath } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { createTenant, signUpSuperAdmin, type Tenant } from './support/tenants';

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
  stations: [
    { id: 'grill', name: 'Grill' },
    { id: 'oven', name: 'Pizza oven' },
  ],
  printers: [
    {
      id: 'grill-printer',
      name: 'Grill',
      printerModel: 'cloudKitchenPrinter',
      connectionKind: 'cloud',
      printDocumentKinds: ['orderTicket'],
      stationIds: ['grill'],
    },
    {
      id: 'counter',
      name: 'Counter',
      printerModel: 'tm-m30iii',
      connectionKind: 'cloud',
      printDocumentKinds: ['orderInvoice', 'orderStub'],
      numberOfCopies: 2,
      fontSize: 10,
      autoPrintOnPosPayment: true,
    },
  ],
};

let tenant: Tenant;
let fake: FakeCloudPrnt;
const keys: Record<string, string> = {};
const CLOUDPRNT_URL = `${API_BASE_URL}/api/printing/cloudprnt`;
const api = (suffix: string) =>
  `/api/printing/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}${suffix}`;

beforeAll(async () => {
  tenant = await createTenant('printing');
  await seedMenu(tenant);
  const saved = await callApi(api('/printer-settings'), {
    method: 'PUT',
    token: tenant.owner.idToken,
    body: SETTINGS,
  });
  expect(saved.status).toBe(200);
  for (const printerId of ['grill-printer', 'counter']) {
    const issued = await callApi(api(`/printers/${printerId}/polling-key`), {
      token: tenant.owner.idToken,
      body: {},
    });
    expect(issued.status).toBe(200);
    keys[printerId] = String(issued.body.key);
  }
  fake = await startFakeCloudPrnt({ port: 0 });
});

afterAll(async () => {
  await fake?.close();
});

async function acceptedOrder(extra: Record<string, unknown> = {}) {
  const orderId = await seedOrder(tenant, {
    extra: { totals: TOTALS, displayNumber: String(Math.floor(Math.random() * 900) + 100), ...extra },
  });
  const before = orderDocument(tenant, orderId);
  const after = { ...before, totals: TOTALS, status: { code: 'accepted' } };
  return { restaurantId: tenant.restaurantId, storeId: tenant.storeId, orderId, before, after };
}

async function jobsOf(orderId: string) {
  const snapshot = await firestore()
    .collection(`${storePath(tenant)}/printJobs`)
    .where('orderId', '==', orderId)
    .get();
  return snapshot.docs.map((doc) => ZPrintJob.parse(doc.data())).sort((a, b) => a.id.localeCompare(b.id));
}

function addPrinter(printerId: string) {
  return fetch(`${fake.url}/_fake/printers/${printerId}`, {
    method: 'PUT',
    body: JSON.stringify({
      serverUrl: CLOUDPRNT_URL,
      username: printerId,
      password: keys[printerId],
      pollMs: 150,
    }),
  });
}

const setState = (printerId: string, state: Record<string, unknown>) =>
  fetch(`${fake.url}/_fake/printers/${printerId}/state`, { method: 'POST', body: JSON.stringify(state) });

const printedTokens = (printerId: string) =>
  fake.printed.filter((job) => job.printerId === printerId).map((job) => job.jobToken);

describe('print events of an order write', () => {
  it('prints on acceptance and on a POS payment, and waits for the order’s number', () => {
    const base = { status: { code: 'new' } };
    expect(printEventsOf({ before: base, after: { status: { code: 'accepted' } } })).toEqual(['accepted']);
    expect(
      printEventsOf({
        before: { status: { code: 'accepted' } },
        after: { status: { code: 'accepted' }, x: 1 },
      }),
    ).toEqual([]);
    expect(
      printEventsOf({
        before: undefined,
        after: { source: 'pos', isPaid: true, status: { code: 'accepted' } },
      }),
    ).toEqual(['accepted', 'posPayment']);
    const pending = { source: 'pos', isPaid: true, status: { code: 'accepted' }, displayNumberPending: true };
    expect(printEventsOf({ before: undefined, after: pending })).toEqual([]);
    // The number arrives: the events happen now.
    expect(
      printEventsOf({ before: pending, after: { ...pending, displayNumberPending: undefined } }),
    ).toEqual(['accepted', 'posPayment']);
  });
});

describe('print jobs for an accepted order', () => {
  it('makes one job per order, document and printer however often the trigger is delivered', async () => {
    const write = await acceptedOrder();
    await Promise.all([syncPrintJobs(write), syncPrintJobs(write), syncPrintJobs(write)]);
    await syncPrintJobs(write);
    const jobs = await jobsOf(write.orderId);
    expect(jobs.map((job) => `${job.printerId}/${job.documentKind}`).sort()).toEqual([
      'counter/orderInvoice',
      'counter/orderStub',
      'grill-printer/orderTicket',
    ]);
    const ticket = jobs.find((job) => job.documentKind === 'orderTicket');
    // The grill's ticket has the grill's lines only, with the choices, note and allergens.
    expect(ticket?.markup).toContain('2 x Burger');
    expect(ticket?.markup).toContain('NOTE: no pickles');
    expect(ticket?.markup).toContain('ALLERGENS: Cereals containing gluten');
    expect(ticket?.markup).not.toContain('Margherita');
    const invoice = jobs.find((job) => job.documentKind === 'orderInvoice');
    expect(invoice).toMatchObject({ copies: 2, fontSize: 10, status: 'queued', attempts: 0 });
    expect(invoice?.markup).toContain('$49.00');
  });

  it('prints nothing without printer settings', async () => {
    const other = await createTenant('noprinters');
    await seedMenu(other);
    const orderId = await seedOrder(other, { extra: { totals: TOTALS } });
    const before = orderDocument(other, orderId);
    await syncPrintJobs({
      restaurantId: other.restaurantId,
      storeId: other.storeId,
      orderId,
      before,
      after: { ...before, status: { code: 'accepted' } },
    });
    const snapshot = await firestore()
      .collection(`${storePath(other)}/printJobs`)
      .get();
    expect(snapshot.size).toBe(0);
  });
});

describe('a counter sale’s receipt on a cloud printer', () => {
  const counterSale = async () => {
    const { orderId } = await acceptedOrder({
      source: 'pos',
      isPaid: true,
      paymentType: 'cash',
      employeeName: 'Alex Till',
      posTerminalId: 'till-receipts',
    });
    return { restaurantId: tenant.restaurantId, storeId: tenant.storeId, orderId };
  };

  it('follows the till’s receipt options: footer, cashier, and printing on its own only when always', async () => {
    const db = firestore();
    await db.doc(`${storePath(tenant)}/settings/posSettings`).set({
      receipt: { print: 'always', footer: 'Come again soon!', showEmployeeName: true },
    });
    await db.doc(`${storePath(tenant)}/posTerminals/till-receipts`).delete();
    const always = await counterSale();
    await autoPrintJobs(always, 'posPayment');
    const receipt = (await jobsOf(always.orderId)).find((job) => job.documentKind === 'orderInvoice');
    expect(receipt?.markup).toContain('Served by Alex Till');
    expect(receipt?.markup).toContain('Come again soon!');
    expect(receipt?.markup).not.toContain('Thank you!');

    // The till's own choice (admin's /pos-settings/{posTerminalId}) overrides the store's: ask first.
    await db.doc(`${storePath(tenant)}/posTerminals/till-receipts`).set({
      name: 'Receipts till',
      settings: { receipt: { print: 'ask', footer: '', showEmployeeName: false } },
    });
    const ask = await counterSale();
    const outcome = await autoPrintJobs(ask, 'posPayment');
    expect(outcome.created).toEqual([]);
    expect((await jobsOf(ask.orderId)).filter((job) => job.documentKind === 'orderInvoice')).toEqual([]);
  });
});

describe('a CloudPRNT printer polling its queue', () => {
  it('refuses a poll without the printer’s key', async () => {
    const anonymous = await fetch(CLOUDPRNT_URL, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(CLOUDPRNT_URL, {
      method: 'POST',
      body: '{}',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from('counter:not-the-key-at-all-123').toString('base64')}`,
      },
    });
    expect(wrong.status).toBe(401);
  });

  it('prints every job once, and catches up after being offline', async () => {
    const first = await acceptedOrder();
    await syncPrintJobs(first);
    await addPrinter('grill-printer');
    await expect
      .poll(() => printedTokens('grill-printer').length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        async () => (await jobsOf(first.orderId)).find((job) => job.printerId === 'grill-printer')?.status,
        { timeout: 20_000 },
      )
      .toBe('success');

    // Offline: jobs wait in the queue, none is lost and none is used up.
    await setState('grill-printer', { online: false });
    const waiting = [await acceptedOrder(), await acceptedOrder(), await acceptedOrder()];
    for (const write of waiting) await syncPrintJobs(write);
    for (const write of waiting) {
      const [job] = (await jobsOf(write.orderId)).filter(
        (candidate) => candidate.printerId === 'grill-printer',
      );
      expect(job).toMatchObject({ status: 'queued', attempts: 0 });
    }
    // Back online: everything prints, each exactly once, in order.
    await setState('grill-printer', { online: true });
    const tokens = await Promise.all(
      waiting.map(
        async (write) =>
          (await jobsOf(write.orderId)).find((job) => job.printerId === 'grill-printer')?.id ?? '',
      ),
    );
    await expect
      .poll(() => tokens.every((token) => printedTokens('grill-printer').includes(token)), {
        timeout: 30_000,
      })
      .toBe(true);
    for (const token of tokens)
      expect(printedTokens('grill-printer').filter((t) => t === token)).toHaveLength(1);
    expect(printedTokens('grill-printer').slice(-3)).toEqual(tokens);
    const printed = fake.printed.find((job) => job.jobToken === tokens[0]);
    expect(printed?.text.replace(/\s+/g, '')).toContain('2xBurger');
  });

  it('holds jobs while the paper is out, shows it, and prints when paper is back', async () => {
    await addPrinter('counter');
    await setState('counter', { paper: 'out' });
    const write = await acceptedOrder();
    await syncPrintJobs(write);
    const status = firestore().doc(`${storePath(tenant)}/printerStatus/counter`);
    await expect
      .poll(async () => (await status.get()).get('statusCode'), { timeout: 20_000 })
      .toBe('410 Paper Out');
    expect((await status.get()).get('canPrint')).toBe(false);
    const held = (await jobsOf(write.orderId)).filter((job) => job.printerId === 'counter');
    expect(held.map((job) => [job.status, job.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
    ]);
    await setState('counter', { paper: 'ok' });
    await expect
      .poll(
        async () =>
          (await jobsOf(write.orderId)).filter((job) => job.printerId === 'counter').map((job) => job.status),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['success', 'success']);
    // Two copies in one job: the receipt is printed twice, then cut each time.
    const invoice = fake.printed.find(
      (job) => job.jobToken.includes(write.orderId) && job.jobToken.includes('invoice'),
    );
    expect(invoice?.text.match(/TAX INVOICE|T A X {3}I N V O I C E/g)).toHaveLength(2);
  });

  it('puts a job back in the queue with a backoff when the printer reports an error', async () => {
    await fetch(`${fake.url}/_fake/printers/counter`, { method: 'DELETE' });
    const write = await acceptedOrder();
    await syncPrintJobs(write);
    const [job] = (await jobsOf(write.orderId)).filter((candidate) => candidate.documentKind === 'orderStub');
    const auth = { authorization: `Basic ${Buffer.from(`counter:${keys.counter}`).toString('base64')}` };
    const got = await fetch(`${CLOUDPRNT_URL}?token=${job?.id}&type=text/plain`, { headers: auth });
    expect(got.status).toBe(200);
    expect(got.headers.get('x-star-cut')).toBe('full; feed=true');
    const other = await fetch(`${CLOUDPRNT_URL}?token=${job?.id}&type=application/pdf`, { headers: auth });
    expect(other.status).toBe(415);
    const jammed = await fetch(
      `${CLOUDPRNT_URL}?token=${job?.id}&code=${encodeURIComponent('411 Paper Jam')}`,
      {
        method: 'DELETE',
        headers: auth,
      },
    );
    expect(jammed.status).toBe(200);
    const after = ZPrintJob.parse(
      (
        await firestore()
          .doc(`${storePath(tenant)}/printJobs/${job?.id}`)
          .get()
      ).data(),
    );
    expect(after).toMatchObject({ status: 'queued', attempts: 1, lastResultCode: '411 Paper Jam' });
    expect(Date.parse(after.notBeforeIsoDateTimeUtc)).toBeGreaterThan(Date.now());
    // Another store's printer cannot see or confirm it.
    const grill = {
      authorization: `Basic ${Buffer.from(`grill-printer:${keys['grill-printer']}`).toString('base64')}`,
    };
    expect(
      (await fetch(`${CLOUDPRNT_URL}?token=${job?.id}&type=text/plain`, { headers: grill })).status,
    ).toBe(404);
  });
});

describe('reprints', () => {
  it('prints again once per request, marked REPRINT', async () => {
    const write = await acceptedOrder();
    await syncPrintJobs(write);
    const body = { requestId: `rq-${crypto.randomUUID().slice(0, 12)}`, documentKinds: ['orderTicket'] };
    const path = api(`/orders/${write.orderId}/reprint`);
    const [one, two] = await Promise.all([
      callApi(path, { token: tenant.owner.idToken, body }),
      callApi(path, { token: tenant.owner.idToken, body }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.jobIds).toEqual(two.body.jobIds);
    const reprints = (await jobsOf(write.orderId)).filter((job) => job.reason === 'reprint');
    expect(reprints).toHaveLength(1);
    expect(reprints[0]?.markup).toContain('REPRINT');
    const missing = await callApi(api('/orders/no-such-order/reprint'), {
      token: tenant.owner.idToken,
      body,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses settings that name an unknown backup printer or station', async () => {
    const bad = await callApi(api('/printer-settings'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        ...SETTINGS,
        printers: [{ ...SETTINGS.printers[0], backupPrinterId: 'nope', stationIds: ['bar'] }],
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('backup printer');
  });
});

describe('an Epson Server Direct Print printer', () => {
  it('gets one ePOS-Print job per poll, nothing when the queue is empty, and confirms it', async () => {
    const settings = {
      ...SETTINGS,
      printers: [
        ...SETTINGS.printers,
        {
          id: 'epson-bar',
          name: 'Bar',
          printerModel: 'tm-m30ii',
          connectionKind: 'cloud',
          cloudProtocol: 'epsonServerDirectPrint',
          printDocumentKinds: ['orderStub'],
        },
      ],
    };
    const saved = await callApi(api('/printer-settings'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: settings,
    });
    expect(saved.status).toBe(200);
    const issued = await callApi(api('/printers/epson-bar/polling-key'), {
      token: tenant.owner.idToken,
      body: {},
    });
    const auth = `Basic ${Buffer.from(`epson-bar:${String(issued.body.key)}`).toString('base64')}`;
    const sdp = (form: Record<string, string>) =>
      fetch(`${API_BASE_URL}/api/printing/epson-sdp`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    const empty = await sdp({ ConnectionType: 'GetRequest', ID: 'epson-bar', Name: 'TM-m30II' });
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');

    const write = await acceptedOrder();
    await syncPrintJobs(write);
    const poll = await sdp({ ConnectionType: 'GetRequest', ID: 'epson-bar', Name: 'TM-m30II' });
    const xml = await poll.text();
    expect(poll.headers.get('content-type')).toContain('text/xml');
    const jobId = /<printjobid>([^<]+)<\/printjobid>/.exec(xml)?.[1];
    expect(jobId).toContain(write.orderId);
    // The document is ESC/POS inside one ePOS-Print command, in hex.
    const hex = /<command>([0-9a-f]+)<\/command>/.exec(xml)?.[1] ?? '';
    expect(Buffer.from(hex, 'hex').toString('latin1')).toContain('Burger');
    // While it is out for printing it is not handed out twice.
    expect(await (await sdp({ ConnectionType: 'GetRequest', ID: 'epson-bar' })).text()).toBe('');
    const result = `<PrintResponseInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid><printjobid>${jobId}</printjobid></Parameter><PrintResponse><response xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print" success="true" code="" status="251658262" battery="0"/></PrintResponse></ePOSPrint></PrintResponseInfo>`;
    const confirmed = await sdp({ ConnectionType: 'SetResponse', ID: 'epson-bar', ResponseFile: result });
    expect(confirmed.status).toBe(200);
    const job = (
      await firestore()
        .doc(`${storePath(tenant)}/printJobs/${jobId}`)
        .get()
    ).data();
    expect(job).toMatchObject({ status: 'success' });
    expect((await sdp({ ConnectionType: 'GetRequest', ID: 'epson-bar' })).status).toBe(200);

    // The simulated Epson printer: it reports it is out of paper instead of polling, then prints.
    const status = firestore().doc(`${storePath(tenant)}/printerStatus/epson-bar`);
    await fetch(`${fake.url}/_fake/printers/epson-bar`, {
      method: 'PUT',
      body: JSON.stringify({
        serverUrl: `${API_BASE_URL}/api/printing/epson-sdp`,
        username: 'epson-bar',
        password: String(issued.body.key),
        pollMs: 150,
        protocol: 'sdp',
      }),
    });
    await setState('epson-bar', { paper: 'out' });
    // The order comes once the server has heard the printer is out of paper: a poll already on its way
    // before the paper ran out could otherwise still collect it.
    await expect.poll(async () => (await status.get()).get('canPrint'), { timeout: 20_000 }).toBe(false);
    const next = await acceptedOrder();
    await syncPrintJobs(next);
    // Only this order's stub counts: a late order trigger from an earlier test may hand the new
    // printer an older order's stub before the paper runs out.
    expect(printedTokens('epson-bar').filter((token) => token.includes(next.orderId))).toEqual([]);
    await setState('epson-bar', { paper: 'ok' });
    await expect
      .poll(() => printedTokens('epson-bar').filter((token) => token.includes(next.orderId)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const stub = fake.printed.find((job) => job.printerId === 'epson-bar');
    expect(stub?.text).toContain('2 x Burger');
    const anonymous = await fetch(`${API_BASE_URL}/api/printing/epson-sdp`, {
      method: 'POST',
      body: 'ConnectionType=GetRequest',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a printer that stops printing', () => {
  it('moves its waiting tickets to its backup printer once, marked BACKUP FROM', async () => {
    const withBackup = {
      ...SETTINGS,
      printers: SETTINGS.printers.map((printer) =>
        printer.id === 'grill-printer' ? { ...printer, backupPrinterId: 'counter' } : printer,
      ),
    };
    const saved = await callApi(api('/printer-settings'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: withBackup,
    });
    expect(saved.status).toBe(200);
    await setState('grill-printer', { online: false });
    const write = await acceptedOrder();
    await syncPrintJobs(write);
    const [original] = (await jobsOf(write.orderId)).filter((job) => job.printerId === 'grill-printer');
    expect(original?.status).toBe('queued');
    // Two minutes on: the grill printer has been silent, and its ticket waited past the limit.
    const later = Date.now() + 150_000;
    await Promise.all([moveStuckJobsToBackups(later), moveStuckJobsToBackups(later)]);
    const jobs = await jobsOf(write.orderId);
    const moved = jobs.find((job) => job.id === original?.id);
    const backups = jobs.filter((job) => job.reason === 'backup');
    expect(moved?.status).toBe('rerouted');
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ printerId: 'counter', status: 'queued' });
    expect(backups[0]?.markup).toContain('BACKUP FROM Grill');
    // A result the grill printer sent before it went quiet arrives late: the moved ticket stays
    // moved (back in the queue it would print twice), and the printer cannot fetch it any more.
    const grill = { restaurantId: tenant.restaurantId, storeId: tenant.storeId, printerId: 'grill-printer' };
    expect(await confirmPrintJob(grill, original?.id ?? '', false, '410 Paper Out')).toBe('rerouted');
    await expect(cloudPrntGetJob(grill, original?.id ?? '')).rejects.toThrow('already finished');
    expect((await jobsOf(write.orderId)).find((job) => job.id === original?.id)?.status).toBe('rerouted');
    // The grill printer comes back: the rerouted ticket is not printed twice.
    await setState('grill-printer', { online: true });
    const marker = await acceptedOrder();
    await syncPrintJobs(marker);
    const markerJob = (await jobsOf(marker.orderId)).find((job) => job.printerId === 'grill-printer');
    await expect
      .poll(() => printedTokens('grill-printer').includes(markerJob?.id ?? ''), { timeout: 20_000 })
      .toBe(true);
    expect(printedTokens('grill-printer')).not.toContain(original?.id);
  });
});

describe('a printer that was set up but never connected', () => {
  it('sends its tickets to its backup once and marks it never connected, or alerts without a backup', async () => {
    const other = await createTenant('printing-never');
    await seedMenu(other);
    const cloud = {
      printerModel: 'cloudKitchenPrinter',
      connectionKind: 'cloud',
      printDocumentKinds: ['orderTicket'],
    };
    const saved = await callApi(
      `/api/printing/restaurants/${other.restaurantId}/stores/${other.storeId}/printer-settings`,
      {
        method: 'PUT',
        token: other.owner.idToken,
        body: {
          printers: [
            { ...cloud, id: 'new-kitchen', name: 'New kitchen', backupPrinterId: 'bar' },
            { ...cloud, id: 'bar', name: 'Bar' },
            { ...cloud, id: 'lonely', name: 'Lonely' },
          ],
        },
      },
    );
    expect(saved.status).toBe(200);
    const orderId = await seedOrder(other, { extra: { totals: TOTALS, displayNumber: '512' } });
    const before = orderDocument(other, orderId);
    await syncPrintJobs({
      restaurantId: other.restaurantId,
      storeId: other.storeId,
      orderId,
      before,
      after: { ...before, totals: TOTALS, status: { code: 'accepted' } },
    });
    const jobsPath = `${storePath(other)}/printJobs`;
    const jobs = async () =>
      (await firestore().collection(jobsPath).where('orderId', '==', orderId).get()).docs.map((doc) =>
        ZPrintJob.parse(doc.data()),
      );
    expect((await jobs()).map((job) => job.status)).toEqual(['queued', 'queued', 'queued']);
    // Within the limit nothing moves: a new printer may simply be slow to make its first poll.
    await moveStuckJobsToBackups(Date.now());
    expect((await jobs()).filter((job) => job.reason === 'backup')).toHaveLength(0);

    const later = Date.now() + 150_000;
    await Promise.all([moveStuckJobsToBackups(later), moveStuckJobsToBackups(later)]);
    await moveStuckJobsToBackups(later);
    const after = await jobs();
    const original = after.find((job) => job.printerId === 'new-kitchen' && job.reason === 'accepted');
    const backups = after.filter((job) => job.reason === 'backup');
    expect(original?.status).toBe('rerouted');
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatchObject({ printerId: 'bar', status: 'queued' });
    expect(backups[0]?.markup).toContain('BACKUP FROM New kitchen');
    // No backup: the ticket keeps waiting, and the printer now reads as offline, never connected.
    expect(after.find((job) => job.printerId === 'lonely')?.status).toBe('queued');
    for (const printerId of ['new-kitchen', 'lonely']) {
      const status = await firestore()
        .doc(`${storePath(other)}/printerStatus/${printerId}`)
        .get();
      expect(status.data()).toMatchObject({
        neverPolled: true,
        canPrint: false,
        statusCode: 'Never connected',
      });
    }
    // The bar printer has its own ticket and no heartbeat yet, but is not past the limit twice over:
    // it was marked too (it never polled either) and, without a backup, keeps its ticket.
    expect(after.find((job) => job.printerId === 'bar' && job.reason === 'accepted')?.status).toBe('queued');
  });
});

describe('the platform’s printers', () => {
  it('lists every store’s printers with bind status and queue for super admins only', async () => {
    const admin = await signUpSuperAdmin();
    const list = await callApi('/api/super-admin/printers', { token: admin.idToken });
    expect(list.status).toBe(200);
    const rows = (
      list.body.printers as {
        key: string;
        printerId: string;
        restaurantId: string;
        bindStatus: string;
        queueDepth: number;
      }[]
    ).filter((row) => row.restaurantId === tenant.restaurantId);
    expect(rows.map((row) => row.printerId).sort()).toEqual(['counter', 'grill-printer']);
    expect(rows.find((row) => row.printerId === 'grill-printer')?.bindStatus).toBe('online');
    const key = rows.find((row) => row.printerId === 'counter')?.key ?? '';
    const one = await callApi(`/api/super-admin/printers/${encodeURIComponent(key)}`, {
      token: admin.idToken,
    });
    expect(one.status).toBe(200);
    expect((one.body.jobs as unknown[]).length).toBeGreaterThan(0);
    expect((await callApi('/api/super-admin/printers', { token: tenant.owner.idToken })).status).toBe(403);
    const missing = await callApi(`/api/super-admin/printers/${encodeURIComponent('a~b~c')}`, {
      token: admin.idToken,
    });
    expect(missing.status).toBe(404);
  });
});
