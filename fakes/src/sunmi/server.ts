/**
 * A fake Sunmi cloud printer service (Sunmi OpenAPI v1, "云打印机 API": form-encoded POSTs signed
 * with an upper-case MD5 of the sorted parameters and the app key), with the printers it manages.
 * Unlike CloudPRNT the server pushes: we bind a printer's SN to a shop, push a ticket (ESC/POS as
 * hex) under our own push id, and ask whether it printed. What Sunmi answers, as the research notes
 * record it: `{code, msg, data}` with 10000 for a request it understood (business failures too, as
 * `data.subCode` 60001-60012), 20001 for a bad app id or signature, 40001 for a missing parameter,
 * 40002 for an illegal one.
 *   POST /v1/printer/printerAdd       {msn, shop_id}            bind (60002 unknown SN, 60008 bound elsewhere, 60012 shop id too long)
 *   POST /v1/printer/printerUnBind    {msn, shop_id}            unbind (60005 not bound to that shop)
 *   POST /v1/machine/queryBindMachine {shop_id}                 [{msn, is_online}]
 *   POST /v1/printer/pushContent      {msn, pushId, orderData (hex), orderType, orderCnt, voiceCnt?}
 *                                     (60003 not bound, 60009 empty push id, 60010 duplicate push id)
 *   POST /v1/printer/getPrintStatus   {pushId}                  {msn, isPrint: 1 printed | 0 not yet | -1 deleted, unixTime}
 *   POST /v1/printer/clearPrintList   {msn}                     its waiting tickets are deleted (isPrint -1); a
 *                                     deleted ticket's push id stays taken (60010) (60002 unknown SN, 60003 not bound)
 * Every call also carries app_id, timestamp (unix seconds, within 5 minutes: 60001) and sign.
 * The printers (made in the "factory" by SN through the control panel):
 *   PUT  /_fake/devices/{sn}          {online?, paper?: ok|out, shopId?}  makes (or updates) a printer
 *   POST /_fake/devices/{sn}/state    {online?, paper?}
 *   GET  /_fake/devices               every printer with its shop, state and counts
 *   GET  /_fake/printed?sn=           what was printed (text), oldest first
 *   GET  /                            a page with every printed ticket
 * A bound printer that is online with paper prints each pushed ticket after `printDelayMs`; an
 * offline one keeps them and prints them when it comes back, as the real printer's queue does.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escPosText } from '../cloudprnt/printer';
import { escapeHtml, listen, readBody, sendHtml, sendJson } from '../shared/http';

export const FAKE_SUNMI_DEFAULT_PORT = 12132;

/** Sunmi's own numbers (research notes, integrations.md section 3, v1). */
export const SUNMI_CODES = {
  ok: 10000,
  serviceUnavailable: 20000,
  authFailed: 20001,
  missingParameter: 40001,
  illegalParameter: 40002,
} as const;

export const SUNMI_SUB_CODES = {
  timestampOutOfWindow: 60001,
  snUnknown: 60002,
  deviceNotInChannel: 60003,
  bindFailed: 60004,
  unbindFailed: 60005,
  shopUnknown: 60006,
  bindException: 60007,
  alreadyBound: 60008,
  pushIdEmpty: 60009,
  pushIdExists: 60010,
  pushFailed: 60011,
  shopIdTooLong: 60012,
} as const;

/** The v1 signature: MD5 of `k1=v1&k2=v2...` (every parameter but sign, keys in ASCII order) + app key, upper-case hex. */
export function sunmiV1Sign(params: Record<string, string>, appKey: string): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHash('md5')
    .update(joined + appKey, 'utf8')
    .digest('hex')
    .toUpperCase();
}

export interface SunmiPrintedTicket {
  sn: string;
  pushId: string;
  orderType: number;
  text: string;
  bytes: number;
  printedIsoDateTimeUtc: string;
  file?: string;
}

interface Ticket {
  sn: string;
  pushId: string;
  orderType: number;
  copies: number;
  bytes: Buffer;
  /** 0 waiting, 1 printed, -1 deleted (Sunmi's isPrint). */
  isPrint: 0 | 1 | -1;
  printedUnix?: number;
}

export interface SunmiDevice {
  sn: string;
  online: boolean;
  paper: 'ok' | 'out';
  shopId?: string;
  printed: number;
  waiting: number;
}

export interface FakeSunmiOptions {
  port?: number;
  host?: string;
  appId: string;
  appKey: string;
  /** Where printed tickets are written as text (one folder per SN); none = memory only. */
  outputDir?: string;
  /** How long a printer takes to print a ticket. */
  printDelayMs?: number;
  /** Printers that exist from the start (SNs). */
  devices?: string[];
}

export interface FakeSunmi {
  url: string;
  port: number;
  printed: SunmiPrintedTicket[];
  devices: Map<string, SunmiDevice>;
  /** Every API call that reached the fake (path and parameters), for tests. */
  calls: { path: string; params: Record<string, string>; code: number; subCode?: number }[];
  close(): Promise<void>;
}

const TIMESTAMP_WINDOW_SECONDS = 300;

export async function startFakeSunmi(options: FakeSunmiOptions): Promise<FakeSunmi> {
  const devices = new Map<string, SunmiDevice>();
  const tickets = new Map<string, Ticket>();
  const printed: SunmiPrintedTicket[] = [];
  const calls: FakeSunmi['calls'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const delay = options.printDelayMs ?? 100;
  const makeDevice = (sn: string) => {
    const device: SunmiDevice = { sn, online: true, paper: 'ok', printed: 0, waiting: 0 };
    devices.set(sn, device);
    return device;
  };
  for (const sn of options.devices ?? []) makeDevice(sn);

  /** The printer works through its queue, oldest first, while it is online with paper. */
  const drain = (sn: string) => {
    const device = devices.get(sn);
    if (!device?.online || device.paper !== 'ok') return;
    for (const ticket of tickets.values()) {
      if (ticket.sn !== sn || ticket.isPrint !== 0) continue;
      ticket.isPrint = 1;
      ticket.printedUnix = Math.floor(Date.now() / 1000);
      const text = Array.from({ length: ticket.copies }, () => escPosText(ticket.bytes)).join('');
      const entry: SunmiPrintedTicket = {
        sn,
        pushId: ticket.pushId,
        orderType: ticket.orderType,
        text,
        bytes: ticket.bytes.length,
        printedIsoDateTimeUtc: new Date().toISOString(),
      };
      if (options.outputDir) {
        const dir = join(options.outputDir, `sunmi-${sn}`);
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${entry.printedIsoDateTimeUtc.replace(/[:.]/g, '-')}_${ticket.pushId}.txt`);
        writeFileSync(file, text);
        entry.file = file;
      }
      printed.push(entry);
    }
    refreshCounts();
  };
  const refreshCounts = () => {
    for (const device of devices.values()) {
      device.printed = 0;
      device.waiting = 0;
    }
    for (const ticket of tickets.values()) {
      const device = devices.get(ticket.sn);
      if (!device) continue;
      if (ticket.isPrint === 1) device.printed += 1;
      if (ticket.isPrint === 0) device.waiting += 1;
    }
  };
  const later = (sn: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      drain(sn);
    }, delay);
    timers.add(timer);
  };

  type Answer = { code: number; msg: string; data?: unknown };
  const ok = (data: unknown = null): Answer => ({ code: SUNMI_CODES.ok, msg: 'success', data });
  const sub = (subCode: number, subMessage: string): Answer => ({
    code: SUNMI_CODES.ok,
    msg: 'success',
    data: { subCode, subMessage },
  });

  const api = (path: string, params: Record<string, string>): Answer => {
    for (const name of ['app_id', 'timestamp', 'sign'])
      if (!params[name]) return { code: SUNMI_CODES.missingParameter, msg: `missing parameter ${name}` };
    if (params.app_id !== options.appId || params.sign !== sunmiV1Sign(params, options.appKey))
      return { code: SUNMI_CODES.authFailed, msg: 'auth failed' };
    const timestamp = Number(params.timestamp);
    if (!/^\d{10}$/.test(params.timestamp ?? ''))
      return { code: SUNMI_CODES.illegalParameter, msg: 'illegal parameter timestamp' };
    if (Math.abs(Date.now() / 1000 - timestamp) > TIMESTAMP_WINDOW_SECONDS)
      return sub(SUNMI_SUB_CODES.timestampOutOfWindow, 'request timestamp is outside the valid window');
    const need = (...names: string[]) => names.find((name) => !params[name]);
    switch (path) {
      case '/v1/printer/printerAdd': {
        const missing = need('msn', 'shop_id');
        if (missing) return { code: SUNMI_CODES.missingParameter, msg: `missing parameter ${missing}` };
        const shopId = params.shop_id as string;
        if (shopId.length > 32) return sub(SUNMI_SUB_CODES.shopIdTooLong, 'shop_id is longer than 32');
        const device = devices.get(params.msn as string);
        if (!device) return sub(SUNMI_SUB_CODES.snUnknown, 'SN does not exist');
        // Bound to this shop already: the same bind again (a retry) changes nothing.
        if (device.shopId === shopId) return ok();
        if (device.shopId)
          return sub(
            SUNMI_SUB_CODES.alreadyBound,
            'device already bound, unbind it in Sunmi Assistant first',
          );
        device.shopId = shopId;
        return ok();
      }
      case '/v1/printer/printerUnBind': {
        const missing = need('msn', 'shop_id');
        if (missing) return { code: SUNMI_CODES.missingParameter, msg: `missing parameter ${missing}` };
        const device = devices.get(params.msn as string);
        if (!device) return sub(SUNMI_SUB_CODES.snUnknown, 'SN does not exist');
        if (device.shopId !== params.shop_id) return sub(SUNMI_SUB_CODES.unbindFailed, 'unbind failed');
        delete device.shopId;
        return ok();
      }
      case '/v1/machine/queryBindMachine': {
        const missing = need('shop_id');
        if (missing) return { code: SUNMI_CODES.missingParameter, msg: `missing parameter ${missing}` };
        return ok(
          [...devices.values()]
            .filter((device) => device.shopId === params.shop_id)
            .map((device) => ({ msn: device.sn, is_online: device.online ? 1 : 0 })),
        );
      }
      case '/v1/printer/pushContent': {
        const missing = need('msn', 'orderData');
        if (missing) return { code: SUNMI_CODES.missingParameter, msg: `missing parameter ${missing}` };
        if (!params.pushId) return sub(SUNMI_SUB_CODES.pushIdEmpty, 'pushId is empty');
        const device = devices.get(params.msn as string);
        if (!device) return sub(SUNMI_SUB_CODES.snUnknown, 'SN does not exist');
        if (!device.shopId) return sub(SUNMI_SUB_CODES.deviceNotInChannel, 'device is not in this channel');
        if (tickets.has(params.pushId)) return sub(SUNMI_SUB_CODES.pushIdExists, 'pushId already exists');
        if (!/^(?:[0-9a-fA-F]{2})+$/.test(params.orderData ?? ''))
          return { code: SUNMI_CODES.illegalParameter, msg: 'illegal parameter orderData' };
        const copies = Math.min(Math.max(Number(params.orderCnt ?? 1) || 1, 1), 5);
        tickets.set(params.pushId, {
          sn: device.sn,
          pushId: params.pushId,
          orderType: Number(params.orderType ?? 1) || 1,
          copies,
          bytes: Buffer.from(params.orderData as string, 'hex'),
          isPrint: 0,
        });
        refreshCounts();
        later(device.sn);
        return ok({ pushId: params.pushId });
      }
      case '/v1/printer/getPrintStatus': {
        if (!params.pushId) return sub(SUNMI_SUB_CODES.pushIdEmpty, 'pushId is empty');
        const ticket = tickets.get(params.pushId);
        if (!ticket) return { code: SUNMI_CODES.illegalParameter, msg: 'illegal parameter pushId' };
        return ok({ msn: ticket.sn, isPrint: ticket.isPrint, unixTime: ticket.printedUnix ?? 0 });
      }
      case '/v1/printer/clearPrintList': {
        const missing = need('msn');
        if (missing) return { code: SUNMI_CODES.missingParameter, msg: `missing parameter ${missing}` };
        const device = devices.get(params.msn as string);
        if (!device) return sub(SUNMI_SUB_CODES.snUnknown, 'SN does not exist');
        if (!device.shopId) return sub(SUNMI_SUB_CODES.deviceNotInChannel, 'device is not in this channel');
        // The whole waiting list of the printer (Sunmi has no call for one ticket); printed ones stay.
        for (const ticket of tickets.values())
          if (ticket.sn === params.msn && ticket.isPrint === 0) ticket.isPrint = -1;
        refreshCounts();
        return ok();
      }
      default:
        return { code: SUNMI_CODES.illegalParameter, msg: `unknown api ${path}` };
    }
  };

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.pathname === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (url.pathname.startsWith('/v1/')) {
      if (request.method !== 'POST') return sendJson(response, 405, { code: 40002, msg: 'POST only' });
      const body = (await readBody(request)).toString('utf8');
      const params = Object.fromEntries(new URLSearchParams(body));
      const answer = api(url.pathname, params);
      const subCode = (answer.data as { subCode?: number } | null | undefined)?.subCode;
      calls.push({ path: url.pathname, params, code: answer.code, ...(subCode ? { subCode } : {}) });
      return sendJson(response, 200, answer);
    }
    if (url.pathname === '/_fake/devices' && request.method === 'GET')
      return sendJson(response, 200, { devices: [...devices.values()] });
    if (parts[0] === '_fake' && parts[1] === 'devices' && parts[2]) {
      const sn = decodeURIComponent(parts[2]);
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
      let device = devices.get(sn);
      if (parts.length === 3 && request.method === 'PUT') device ??= makeDevice(sn);
      if (!device) return sendJson(response, 404, { error: `no printer ${sn}` });
      if (typeof body.online === 'boolean') device.online = body.online;
      if (body.paper === 'ok' || body.paper === 'out') device.paper = body.paper;
      // A printer bound to a shop before (in the Sunmi Assistant app, or by an earlier run).
      if (typeof body.shopId === 'string' && body.shopId.length <= 32) device.shopId = body.shopId;
      later(sn);
      return sendJson(response, 200, device);
    }
    if (url.pathname === '/_fake/printed' && request.method === 'GET') {
      const sn = url.searchParams.get('sn');
      return sendJson(response, 200, { printed: printed.filter((ticket) => !sn || ticket.sn === sn) });
    }
    if (url.pathname === '/' && request.method === 'GET') {
      const rows = [...devices.values()]
        .map(
          (device) =>
            `<li><b>${escapeHtml(device.sn)}</b>: ${device.online ? 'online' : 'OFFLINE'}, paper ${device.paper}, shop ${escapeHtml(device.shopId ?? 'none')}, ${device.printed} printed, ${device.waiting} waiting</li>`,
        )
        .join('');
      const list = [...printed]
        .reverse()
        .map(
          (ticket) =>
            `<figure><figcaption>${escapeHtml(ticket.sn)} · ${escapeHtml(ticket.printedIsoDateTimeUtc)} · ${escapeHtml(ticket.pushId)}</figcaption><pre>${escapeHtml(ticket.text)}</pre></figure>`,
        )
        .join('');
      return sendHtml(
        response,
        `<!doctype html><html><head><meta charset="utf-8"><title>Fake Sunmi cloud printers</title><style>body{font-family:sans-serif;margin:24px}pre{background:#fff;border:1px solid #ccc;padding:12px;display:inline-block;font-size:12px}</style></head><body><h1>Fake Sunmi cloud printers</h1><ul>${rows || '<li>No printers yet</li>'}</ul><h2>Printed (${printed.length})</h2>${list}</body></html>`,
      );
    }
    return sendJson(response, 404, { error: 'not found' });
  };

  const server = await listen(handler, options.port ?? FAKE_SUNMI_DEFAULT_PORT, options.host ?? '127.0.0.1');
  return {
    url: server.url,
    port: server.port,
    printed,
    devices,
    calls,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await server.close();
    },
  };
}
