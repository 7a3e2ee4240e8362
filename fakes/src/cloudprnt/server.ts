/**
 * The fake cloud printers' control panel (Star CloudPRNT and Epson Server Direct Print printers): printers are added (or replaced) by id with their server
 * URL and key, switched offline or out of paper, and every printed ticket can be read back.
 *   PUT  /_fake/printers/{id}        {serverUrl, username, password, pollMs?, name?, protocol?: cloudprnt|sdp}
 *   POST /_fake/printers/{id}/state  {online?, paper?: ok|low|out}
 *   GET  /_fake/printers             every printer with its state and counts
 *   GET  /_fake/printed?printerId=   what was printed (text), oldest first
 *   GET  /                           a page with every printed ticket
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, listen, readBody, sendHtml, sendJson } from '../shared/http';
import { type PrintedJob, type PrinterConfig, SimulatedPrinter } from './printer';

export const FAKE_CLOUDPRNT_DEFAULT_PORT = 12131;

export interface FakeCloudPrntOptions {
  port?: number;
  host?: string;
  /** Where printed tickets are written as text (one folder per printer); none = memory only. */
  outputDir?: string;
  /** Printers to start with. */
  printers?: PrinterConfig[];
}

export interface FakeCloudPrnt {
  url: string;
  port: number;
  printers: Map<string, SimulatedPrinter>;
  printed: PrintedJob[];
  close(): Promise<void>;
}

function isConfig(value: unknown): value is Omit<PrinterConfig, 'id'> {
  const v = value as Record<string, unknown>;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.serverUrl === 'string' &&
    typeof v.username === 'string' &&
    typeof v.password === 'string' &&
    (v.pollMs === undefined || (typeof v.pollMs === 'number' && v.pollMs >= 50)) &&
    (v.protocol === undefined || v.protocol === 'cloudprnt' || v.protocol === 'sdp')
  );
}

export async function startFakeCloudPrnt(options: FakeCloudPrntOptions = {}): Promise<FakeCloudPrnt> {
  const printers = new Map<string, SimulatedPrinter>();
  const printed: PrintedJob[] = [];
  const add = (config: PrinterConfig) => {
    const existing = printers.get(config.id);
    if (existing) {
      existing.config = config;
      return existing;
    }
    const printer = new SimulatedPrinter(config, options.outputDir, (job) => printed.push(job));
    printers.set(config.id, printer);
    printer.start();
    return printer;
  };
  for (const config of options.printers ?? []) add(config);

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.pathname === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (url.pathname === '/_fake/printers' && request.method === 'GET')
      return sendJson(response, 200, { printers: [...printers.values()].map((printer) => printer.view()) });
    if (parts[0] === '_fake' && parts[1] === 'printers' && parts[2]) {
      const id = decodeURIComponent(parts[2]);
      const body =
        request.method === 'GET' ? {} : JSON.parse((await readBody(request)).toString('utf8') || '{}');
      if (parts.length === 3 && request.method === 'PUT') {
        if (!isConfig(body))
          return sendJson(response, 400, { error: 'serverUrl, username and password are required' });
        return sendJson(response, 200, add({ ...body, id }).view());
      }
      const printer = printers.get(id);
      if (!printer) return sendJson(response, 404, { error: `no printer ${id}` });
      if (parts[3] === 'state' && request.method === 'POST') {
        if (typeof body.online === 'boolean') printer.state.online = body.online;
        if (body.paper === 'ok' || body.paper === 'low' || body.paper === 'out')
          printer.state.paper = body.paper;
        return sendJson(response, 200, printer.view());
      }
      if (parts.length === 3 && request.method === 'DELETE') {
        await printer.stop();
        printers.delete(id);
        return sendJson(response, 200, { deleted: id });
      }
    }
    if (url.pathname === '/_fake/printed' && request.method === 'GET') {
      const printerId = url.searchParams.get('printerId');
      return sendJson(response, 200, {
        printed: printed.filter((job) => !printerId || job.printerId === printerId),
      });
    }
    if (url.pathname === '/' && request.method === 'GET') {
      const rows = [...printers.values()]
        .map((printer) => {
          const v = printer.view();
          return `<li><b>${escapeHtml(v.name ?? v.id)}</b> (${escapeHtml(v.id)}): ${v.online ? 'online' : 'OFFLINE'}, paper ${v.paper}, ${v.polls} polls, ${v.printed} printed${v.lastError ? `, last error: ${escapeHtml(v.lastError)}` : ''}</li>`;
        })
        .join('');
      const tickets = [...printed]
        .reverse()
        .map(
          (job) =>
            `<figure><figcaption>${escapeHtml(job.printerId)} · ${escapeHtml(job.printedIsoDateTimeUtc)} · ${escapeHtml(job.jobToken)}</figcaption><pre>${escapeHtml(job.text || `(${job.mediaType}, ${job.bytes} bytes)`)}</pre></figure>`,
        )
        .join('');
      return sendHtml(
        response,
        `<!doctype html><html><head><meta charset="utf-8"><title>Fake CloudPRNT printers</title><style>body{font-family:sans-serif;margin:24px}pre{background:#fff;border:1px solid #ccc;padding:12px;display:inline-block;font-size:12px}figure{margin:0 0 16px}</style></head><body><h1>Fake CloudPRNT printers</h1><ul>${rows || '<li>No printers yet</li>'}</ul><h2>Printed (${printed.length})</h2>${tickets}</body></html>`,
      );
    }
    return sendJson(response, 404, { error: 'not found' });
  };

  const server = await listen(
    handler,
    options.port ?? FAKE_CLOUDPRNT_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  return {
    url: server.url,
    port: server.port,
    printers,
    printed,
    async close() {
      await Promise.all([...printers.values()].map((printer) => printer.stop()));
      await server.close();
    },
  };
}
