import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeEpos, startFakeEpos } from '../../../fakes/src/epos';
import { ReprintOrderButton } from '../../src/orders/ReprintOrderButton';
import { renderWithProviders } from '../support/renderWithProviders';

/**
 * Reprint on a LAN printer from the order page: the server's answer names the local job, this browser
 * claims it, sends it to the printer (the fake Epson ePOS-Print printer, over real HTTP) and reports
 * the result. Only `/api` is stubbed; the printer is the fake.
 */
let printer: FakeEpos;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  printer = await startFakeEpos({ port: 0 });
});
afterAll(async () => {
  await printer?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  printer.state.paper = 'ok';
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** `/api` answers from `answer`; anything else (the printer) goes out for real. */
function stubApiOnly(answer: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).startsWith('/api/')) return realFetch(url, init);
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const BASE = '/api/printing/restaurants/r1/stores/s1';
const lanPrinter = () => ({
  id: 'counter',
  name: 'Counter LAN',
  printerModel: 'tm-m30iii',
  connectionKind: 'LAN',
  cloudProtocol: 'starCloudPrnt',
  ipAddress: '127.0.0.1',
  lanPort: printer.port,
  isSecure: false,
  active: true,
  numberOfCopies: 1,
  printDocumentKinds: ['orderInvoice'],
  fontSize: 12,
  alignment: 'centre',
  autoPrintOnAccept: false,
  autoPrintOnPosPayment: false,
  stationIds: [],
});

async function pressReprint() {
  renderWithProviders(<ReprintOrderButton restaurantId="r1" storeId="s1" orderId="order-1" />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Reprint' }));
  await user.click(screen.getByRole('menuitem', { name: 'Order invoice (receipt)' }));
}

describe('reprinting on a LAN printer from an order page', () => {
  it('claims the job, prints it on the printer once and reports that it printed', async () => {
    const calls = stubApiOnly((call) => {
      if (call.url.endsWith('/reprint'))
        return {
          status: 200,
          body: {
            jobIds: ['cloud-1', 'local-1'],
            cloudJobIds: ['cloud-1'],
            localJobs: [{ jobId: 'local-1', printerId: 'counter', printerName: 'Counter LAN' }],
          },
        };
      if (call.url.endsWith('/claim'))
        return {
          status: 200,
          body: { jobId: 'local-1', markup: 'TAX INVOICE\n#47 REPRINT\n', printer: lanPrinter() },
        };
      return { status: 200, body: { status: 'success' } };
    });
    const before = printer.printed.length;
    await pressReprint();
    expect(
      await screen.findByText(
        'Order invoice (receipt) sent to 1 cloud printer and printed on Counter LAN.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(printer.printed).toHaveLength(before + 1);
    expect(printer.printed.at(-1)?.text).toContain('#47 REPRINT');
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', `${BASE}/orders/order-1/reprint`],
      ['POST', `${BASE}/print-jobs/local-1/claim`],
      ['POST', `${BASE}/print-jobs/local-1/result`],
    ]);
    expect(calls[2]?.body).toEqual({ success: true });
  });

  it('reports the printer’s words when it does not print', async () => {
    printer.state.paper = 'out';
    const calls = stubApiOnly((call) => {
      if (call.url.endsWith('/reprint'))
        return {
          status: 200,
          body: {
            jobIds: ['local-2'],
            cloudJobIds: [],
            localJobs: [{ jobId: 'local-2', printerId: 'counter', printerName: 'Counter LAN' }],
          },
        };
      if (call.url.endsWith('/claim'))
        return { status: 200, body: { jobId: 'local-2', markup: 'TAX INVOICE\n', printer: lanPrinter() } };
      return { status: 200, body: { status: 'failure' } };
    });
    const before = printer.printed.length;
    await pressReprint();
    expect(
      await screen.findByText('Counter LAN did not print: it is out of paper.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(printer.printed).toHaveLength(before);
    expect(calls.at(-1)?.body).toEqual({
      success: false,
      problem: 'Counter LAN did not print: it is out of paper.',
    });
  });

  it('does not print a job another screen already took', async () => {
    const calls = stubApiOnly((call) => {
      if (call.url.endsWith('/reprint'))
        return {
          status: 200,
          body: {
            jobIds: ['local-3'],
            cloudJobIds: [],
            localJobs: [{ jobId: 'local-3', printerId: 'counter', printerName: 'Counter LAN' }],
          },
        };
      return {
        status: 409,
        body: {
          title: 'Print Job Already Taken',
          message: 'This ticket is already being printed from another screen.',
        },
      };
    });
    const before = printer.printed.length;
    await pressReprint();
    expect(
      await screen.findByText(/Counter LAN: This ticket is already being printed from another screen/),
    ).toBeTruthy();
    expect(printer.printed).toHaveLength(before);
    expect(calls.map((call) => call.url.split('/').at(-1))).toEqual(['reprint', 'claim']);
  });
});
