import { binaryStringToBytes, eposPrintEnvelope, readEposResponse, receiptlineOptions } from '@resto/domain';
import receiptline from 'receiptline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEpos, startFakeEpos } from '../src/epos';

let fake: FakeEpos;
beforeAll(async () => {
  fake = await startFakeEpos({ port: 0 });
});
afterAll(async () => {
  await fake?.close();
});

const envelope = (text: string) =>
  eposPrintEnvelope(
    binaryStringToBytes(receiptline.transform(`${text}\n`, receiptlineOptions(12, 'tm-m30iii'))),
  );
const post = (body: string, devid = 'local_printer') =>
  fetch(`${fake.url}/cgi-bin/epos/service.cgi?devid=${devid}&timeout=10000`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', SOAPAction: '""' },
    body,
  });
const state = (body: Record<string, unknown>) =>
  fetch(`${fake.url}/_fake/state`, { method: 'POST', body: JSON.stringify(body) });

describe('the fake ePOS-Print LAN printer', () => {
  it('answers the browser’s preflight for a cross-origin, private-network request', async () => {
    const preflight = await fetch(`${fake.url}/cgi-bin/epos/service.cgi`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5002', 'access-control-request-private-network': 'true' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('prints the ESC/POS of the command element and answers success', async () => {
    const answer = await post(envelope('Table 7|Flat white'));
    const result = readEposResponse(await answer.text());
    expect(result.success).toBe(true);
    expect(fake.printed.at(-1)?.text).toContain('Flat white');
  });

  it('answers Epson’s codes when it cannot print, and nothing while off', async () => {
    const before = fake.printed.length;
    await state({ paper: 'out' });
    expect(readEposResponse(await (await post(envelope('No paper'))).text())).toMatchObject({
      success: false,
      code: 'EPTR_REC_EMPTY',
      problem: 'it is out of paper',
    });
    await state({ paper: 'ok', coverOpen: true });
    expect(readEposResponse(await (await post(envelope('Cover'))).text()).problem).toBe('its cover is open');
    await state({ coverOpen: false });
    expect(readEposResponse(await (await post(envelope('x'), 'other')).text()).code).toBe('DeviceNotFound');
    expect(readEposResponse(await (await post('<nope/>')).text()).code).toBe('SchemaError');
    await state({ online: false });
    await expect(post(envelope('Off'))).rejects.toThrow();
    await state({ online: true });
    expect(fake.printed.length).toBe(before);
  });
});
