/**
 * A fake Epson ePOS-Print printer on the shop's network (TM-m30 family): the POS browser POSTs an
 * ePOS-Print SOAP envelope to `/cgi-bin/epos/service.cgi?devid=local_printer&timeout=...` and gets
 * `<response success code status/>` back (research notes integrations.md 4c). It answers the browser's
 * CORS preflight, including Chrome's Private/Local Network Access header, as a printer set up for web
 * printing does. It prints `<command>` hex (ESC/POS) and `<text>` elements as text, written under the
 * printed-output folder, and can be switched offline, out of paper or cover open.
 *   POST /cgi-bin/epos/service.cgi   the printer's service
 *   POST /_fake/state                {online?, paper?: ok|out, coverOpen?}
 *   GET  /_fake/printed              what was printed, oldest first
 *   GET  /                           a page with every printed receipt
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escPosText } from '../cloudprnt/printer';
import { escapeHtml, listen, readBody, sendHtml, sendJson } from '../shared/http';

export const FAKE_EPOS_DEFAULT_PORT = 12133;

/** ASB status bits (Epson epos-print SDK). */
const ASB = { printSuccess: 0x2, offLine: 0x8, coverOpen: 0x20, receiptEnd: 0x80000 } as const;
/** What a TM-m30 answers when all is well (the value the research notes' example shows). */
const STATUS_OK = 251658262;

export interface EposPrinted {
  text: string;
  bytes: number;
  devid: string;
  printedIsoDateTimeUtc: string;
  file?: string;
}

export interface FakeEposOptions {
  port?: number;
  host?: string;
  outputDir?: string;
  name?: string;
}

export interface FakeEpos {
  url: string;
  port: number;
  printed: EposPrinted[];
  state: { online: boolean; paper: 'ok' | 'out'; coverOpen: boolean };
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, soapaction, if-modified-since',
  'access-control-allow-private-network': 'true',
  'access-control-max-age': '600',
};

function decodeXmlText(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
}

/** The printed text of an `<epos-print>` body: commands as ESC/POS, text elements as they read. */
export function eposPrintText(xml: string): { text: string; bytes: number } {
  let text = '';
  let bytes = 0;
  const body = /<epos-print\b[^>]*>([\s\S]*)<\/epos-print>/.exec(xml)?.[1] ?? '';
  for (const match of body.matchAll(/<(command|text|feed|cut)\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1>)/g)) {
    const [, element, inner = ''] = match;
    if (element === 'command') {
      const raw = Buffer.from(inner.trim(), 'hex');
      bytes += raw.length;
      text += escPosText(raw);
    } else if (element === 'text') text += decodeXmlText(inner);
    else if (element === 'feed') text += '\n';
    else if (element === 'cut') text += '\n';
  }
  return { text, bytes };
}

export async function startFakeEpos(options: FakeEposOptions = {}): Promise<FakeEpos> {
  const printed: EposPrinted[] = [];
  const state: FakeEpos['state'] = { online: true, paper: 'ok', coverOpen: false };
  const respond = (response: ServerResponse, success: boolean, code: string, status: number) => {
    response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8', ...CORS });
    response.end(
      `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="${success}" code="${code}" status="${status}" battery="0" xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"/></s:Body></s:Envelope>`,
    );
  };

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    if (url.pathname === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (url.pathname === '/cgi-bin/epos/service.cgi' && request.method === 'POST') {
      const xml = (await readBody(request)).toString('utf8');
      const devid = url.searchParams.get('devid') ?? '';
      if (!state.online) {
        // A printer that is off answers nothing: the browser's request fails.
        request.socket.destroy();
        return;
      }
      if (devid !== 'local_printer') return respond(response, false, 'DeviceNotFound', 0);
      if (!/<epos-print\b/.test(xml)) return respond(response, false, 'SchemaError', 0);
      if (state.coverOpen) return respond(response, false, 'EPTR_COVER_OPEN', ASB.coverOpen | ASB.offLine);
      if (state.paper === 'out')
        return respond(response, false, 'EPTR_REC_EMPTY', ASB.receiptEnd | ASB.offLine);
      const { text, bytes } = eposPrintText(xml);
      const entry: EposPrinted = { text, bytes, devid, printedIsoDateTimeUtc: new Date().toISOString() };
      if (options.outputDir) {
        const dir = join(options.outputDir, `epos-${options.name ?? 'lan-printer'}`);
        mkdirSync(dir, { recursive: true });
        entry.file = join(dir, `${entry.printedIsoDateTimeUtc.replace(/[:.]/g, '-')}.txt`);
        writeFileSync(entry.file, text);
      }
      printed.push(entry);
      return respond(response, true, '', STATUS_OK | ASB.printSuccess);
    }
    if (url.pathname === '/_fake/state' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
      if (typeof body.online === 'boolean') state.online = body.online;
      if (body.paper === 'ok' || body.paper === 'out') state.paper = body.paper;
      if (typeof body.coverOpen === 'boolean') state.coverOpen = body.coverOpen;
      return sendJson(response, 200, state);
    }
    if (url.pathname === '/_fake/printed' && request.method === 'GET')
      return sendJson(response, 200, { printed });
    if (url.pathname === '/' && request.method === 'GET') {
      const list = [...printed]
        .reverse()
        .map(
          (entry) =>
            `<figure><figcaption>${escapeHtml(entry.printedIsoDateTimeUtc)}</figcaption><pre>${escapeHtml(entry.text)}</pre></figure>`,
        )
        .join('');
      return sendHtml(
        response,
        `<!doctype html><html><head><meta charset="utf-8"><title>Fake ePOS-Print printer</title><style>body{font-family:sans-serif;margin:24px}pre{background:#fff;border:1px solid #ccc;padding:12px;display:inline-block;font-size:12px}</style></head><body><h1>Fake ePOS-Print printer (LAN)</h1><p>${state.online ? 'online' : 'OFFLINE'}, paper ${state.paper}${state.coverOpen ? ', cover open' : ''}</p><h2>Printed (${printed.length})</h2>${list}</body></html>`,
      );
    }
    return sendJson(response, 404, { error: 'not found' });
  };

  const server = await listen(handler, options.port ?? FAKE_EPOS_DEFAULT_PORT, options.host ?? '127.0.0.1');
  return { url: server.url, port: server.port, printed, state, close: () => server.close() };
}
