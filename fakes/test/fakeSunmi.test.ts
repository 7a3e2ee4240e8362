import receiptline from 'receiptline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSunmi, startFakeSunmi, sunmiV1Sign } from '../src/sunmi';

const APP_ID = 'sunmi-app-1';
const APP_KEY = 'k'.repeat(32);
let fake: FakeSunmi;

beforeAll(async () => {
  fake = await startFakeSunmi({
    port: 0,
    appId: APP_ID,
    appKey: APP_KEY,
    printDelayMs: 20,
    devices: ['N301P0001'],
  });
});
afterAll(async () => {
  await fake?.close();
});

async function call(
  path: string,
  params: Record<string, string>,
  options: { key?: string; timestamp?: number } = {},
) {
  const all: Record<string, string> = {
    app_id: APP_ID,
    timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    ...params,
  };
  all.sign = sunmiV1Sign(all, options.key ?? APP_KEY);
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(all).toString(),
  });
  return (await response.json()) as { code: number; msg: string; data?: Record<string, unknown> | unknown[] };
}

const subCode = (answer: { data?: unknown }) => (answer.data as { subCode?: number } | undefined)?.subCode;
const ticket = (text: string) =>
  Buffer.from(
    receiptline.transform(`${text}\n`, { command: 'escpos', cpl: 48, encoding: 'multilingual' }),
    'binary',
  ).toString('hex');

describe('the fake Sunmi cloud printer service (OpenAPI v1)', () => {
  it('checks the MD5 signature over the sorted parameters and the request time', async () => {
    expect((await call('/v1/machine/queryBindMachine', { shop_id: 's1' }, { key: 'wrong' })).code).toBe(
      20001,
    );
    const stale = await call(
      '/v1/machine/queryBindMachine',
      { shop_id: 's1' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect(stale.code).toBe(10000);
    expect(subCode(stale)).toBe(60001);
    expect((await call('/v1/printer/printerAdd', { msn: 'N301P0001' })).code).toBe(40001);
  });

  it('binds a printer to one shop, prints pushed tickets once and reports their status', async () => {
    expect(subCode(await call('/v1/printer/printerAdd', { msn: 'NOPE', shop_id: 'shop-a' }))).toBe(60002);
    expect(subCode(await call('/v1/printer/printerAdd', { msn: 'N301P0001', shop_id: 'x'.repeat(33) }))).toBe(
      60012,
    );
    const bound = await call('/v1/printer/printerAdd', { msn: 'N301P0001', shop_id: 'shop-a' });
    expect(bound).toMatchObject({ code: 10000 });
    expect(subCode(bound)).toBeUndefined();
    expect(
      subCode(await call('/v1/printer/printerAdd', { msn: 'N301P0001', shop_id: 'shop-a' })),
    ).toBeUndefined();
    expect(subCode(await call('/v1/printer/printerAdd', { msn: 'N301P0001', shop_id: 'shop-b' }))).toBe(
      60008,
    );
    expect((await call('/v1/machine/queryBindMachine', { shop_id: 'shop-a' })).data).toEqual([
      { msn: 'N301P0001', is_online: 1 },
    ]);

    const push = { msn: 'N301P0001', orderType: '1', orderCnt: '1', orderData: ticket('Table 4|2 x Burger') };
    expect(subCode(await call('/v1/printer/pushContent', { ...push, pushId: '' }))).toBe(60009);
    expect((await call('/v1/printer/pushContent', { ...push, pushId: 'p1' })).data).toEqual({ pushId: 'p1' });
    expect(subCode(await call('/v1/printer/pushContent', { ...push, pushId: 'p1' }))).toBe(60010);
    await expect.poll(() => fake.printed.filter((entry) => entry.pushId === 'p1').length).toBe(1);
    expect(fake.printed[0]?.text).toContain('2 x Burger');
    expect((await call('/v1/printer/getPrintStatus', { pushId: 'p1' })).data).toMatchObject({
      msn: 'N301P0001',
      isPrint: 1,
    });
  });

  it('keeps tickets while the printer is offline and prints them when it is back', async () => {
    await fetch(`${fake.url}/_fake/devices/N301P0001/state`, {
      method: 'POST',
      body: JSON.stringify({ online: false }),
    });
    expect((await call('/v1/machine/queryBindMachine', { shop_id: 'shop-a' })).data).toEqual([
      { msn: 'N301P0001', is_online: 0 },
    ]);
    const push = { msn: 'N301P0001', orderType: '1', orderCnt: '2', orderData: ticket('Offline ticket') };
    await call('/v1/printer/pushContent', { ...push, pushId: 'p2' });
    await call('/v1/printer/pushContent', { ...push, pushId: 'p3' });
    expect((await call('/v1/printer/getPrintStatus', { pushId: 'p2' })).data).toMatchObject({ isPrint: 0 });
    expect(subCode(await call('/v1/printer/clearPrintList', { msn: 'N301P0001' }))).toBeUndefined();
    expect((await call('/v1/printer/getPrintStatus', { pushId: 'p3' })).data).toMatchObject({ isPrint: -1 });
    expect((await call('/v1/printer/getPrintStatus', { pushId: 'p1' })).data).toMatchObject({ isPrint: 1 });
    // A withdrawn ticket cannot come back under its push id, and an unknown printer has no list.
    expect(subCode(await call('/v1/printer/pushContent', { ...push, pushId: 'p3' }))).toBe(60010);
    expect(subCode(await call('/v1/printer/clearPrintList', { msn: 'NOSUCHSN1' }))).toBe(60002);
    await call('/v1/printer/pushContent', { ...push, pushId: 'p4' });
    await fetch(`${fake.url}/_fake/devices/N301P0001/state`, {
      method: 'POST',
      body: JSON.stringify({ online: true }),
    });
    await expect
      .poll(async () => (await call('/v1/printer/getPrintStatus', { pushId: 'p4' })).data)
      .toMatchObject({ isPrint: 1 });
    expect(fake.printed.map((entry) => entry.pushId)).toEqual(['p1', 'p4']);
    // Two copies asked for, two printed.
    expect(fake.printed[1]?.text.match(/Offline ticket/g)).toHaveLength(2);
    expect(subCode(await call('/v1/printer/printerUnBind', { msn: 'N301P0001', shop_id: 'shop-b' }))).toBe(
      60005,
    );
    expect(
      subCode(await call('/v1/printer/printerUnBind', { msn: 'N301P0001', shop_id: 'shop-a' })),
    ).toBeUndefined();
    expect(subCode(await call('/v1/printer/pushContent', { ...push, pushId: 'p5' }))).toBe(60003);
  });
});
