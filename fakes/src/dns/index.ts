/**
 * A fake DNS-over-HTTPS resolver in Google Public DNS's JSON format (`GET /resolve?name=&type=`,
 * https://developers.google.com/speed/public-dns/docs/doh/json): answers
 * `{Status: 0 | 3, Question, Answer: [{name, type, TTL, data}]}` from records a test or the demo adds,
 * TXT data quoted as DNS returns it, names case-insensitive with or without the trailing dot, NXDOMAIN
 * (Status 3) for a name with no records at all. Test controls:
 *   PUT    /_fake/records/{name}  {type: 'TXT'|'CNAME'|'A', data}  adds a record
 *   DELETE /_fake/records/{name}                                    removes the name's records
 *   GET    /_fake/records                                           every record
 *   POST   /_fake/outage {down: true}                               every lookup answers 503
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, urlOf } from '../shared/http';

export const FAKE_DNS_DEFAULT_PORT = 12191;

const TYPES: Record<string, number> = { A: 1, CNAME: 5, TXT: 16 };

export interface FakeDnsRecord {
  name: string;
  type: 'A' | 'CNAME' | 'TXT';
  data: string;
}

export interface FakeDns {
  url: string;
  port: number;
  records: FakeDnsRecord[];
  close(): Promise<void>;
}

const canonical = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

export async function startFakeDns(
  options: { port?: number; host?: string; records?: FakeDnsRecord[] } = {},
): Promise<FakeDns> {
  const records: FakeDnsRecord[] = [...(options.records ?? [])];
  let down = false;
  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = urlOf(request);
    const path = url.pathname;
    if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (path === '/_fake/records' && request.method === 'GET') return sendJson(response, 200, records);
    if (path === '/_fake/outage' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as { down?: boolean };
      down = body.down === true;
      return sendJson(response, 200, { down });
    }
    const recordPath = /^\/_fake\/records\/([^/]+)$/.exec(path);
    if (recordPath) {
      const name = canonical(decodeURIComponent(recordPath[1] ?? ''));
      if (request.method === 'DELETE') {
        for (let index = records.length - 1; index >= 0; index -= 1)
          if (records[index]?.name === name) records.splice(index, 1);
        return sendJson(response, 200, { name, deleted: true });
      }
      if (request.method === 'PUT') {
        const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Partial<FakeDnsRecord>;
        if (!body.type || !(body.type in TYPES) || typeof body.data !== 'string')
          return sendJson(response, 400, { error: 'Send {type: TXT|CNAME|A, data}' });
        const record = { name, type: body.type, data: body.data };
        records.push(record);
        return sendJson(response, 201, record);
      }
    }
    if (path === '/resolve' && request.method === 'GET') {
      if (down) return sendJson(response, 503, { Status: 2, Comment: 'Server failure (fake outage)' });
      const name = canonical(url.searchParams.get('name') ?? '');
      const typeName = (url.searchParams.get('type') ?? 'A').toUpperCase();
      const type = TYPES[typeName];
      if (!name || type === undefined)
        return sendJson(response, 400, { Status: 1, Comment: 'Bad name or type' });
      const forName = records.filter((record) => record.name === name);
      const answers = forName
        .filter((record) => record.type === typeName)
        .map((record) => ({
          name: `${name}.`,
          type,
          TTL: 300,
          data:
            record.type === 'TXT'
              ? `"${record.data.replace(/"/g, '\\"')}"`
              : record.type === 'CNAME'
                ? `${record.data}.`
                : record.data,
        }));
      return sendJson(response, 200, {
        Status: forName.length === 0 ? 3 : 0,
        TC: false,
        RD: true,
        RA: true,
        AD: false,
        CD: false,
        Question: [{ name: `${name}.`, type }],
        ...(answers.length > 0 ? { Answer: answers } : {}),
      });
    }
    return sendJson(response, 404, { error: 'Not found' });
  };
  const server = await listen(handler, options.port ?? FAKE_DNS_DEFAULT_PORT, options.host ?? '127.0.0.1');
  return { url: server.url, port: server.port, records, close: server.close };
}
