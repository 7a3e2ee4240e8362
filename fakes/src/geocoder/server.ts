/**
 * The fake geocoder's HTTP server: `GET /maps/api/geocode/json` answered like the Geocoding API
 * (resolve.ts), plus test controls under `/_fake`:
 *   POST /_fake/outage   {"status": "OVER_QUERY_LIMIT" | "REQUEST_DENIED" | "UNKNOWN_ERROR" | "HTTP_500" | "HANG" | null}
 *                        every geocode request gets that answer until cleared with null
 *   GET  /_fake/health   {ok: true} once listening
 *   GET  /_fake/requests the geocode requests received (address, components, key presence, status)
 *   POST /_fake/reset    clears the outage and the request log
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GeocodingStatus, geocode, REFUSALS, refusal } from './resolve';

export const FAKE_GEOCODER_DEFAULT_PORT = 12121;

export const OUTAGES = ['OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'UNKNOWN_ERROR', 'HTTP_500', 'HANG'] as const;
/** What the fake answers while "down": a refusal status, a bare HTTP 500, or no answer at all. */
export type Outage = (typeof OUTAGES)[number];

export interface FakeGeocoderOptions {
  /** 0 picks a free port (tests). Default 12121. */
  port?: number;
  host?: string;
  /** The only API key accepted; any non-empty key when unset. */
  apiKey?: string;
}

export interface GeocodeRequestRecord {
  address: string;
  components: string;
  hasKey: boolean;
  status: GeocodingStatus | 'HTTP_500' | 'HANG';
  atIsoDateTimeUtc: string;
}

export interface FakeGeocoder {
  /** e.g. http://127.0.0.1:12121 — what the functions' GEOCODING_API_BASE_URL points at. */
  url: string;
  port: number;
  /** Geocode requests received, oldest first. */
  readonly requests: readonly GeocodeRequestRecord[];
  /** Every geocode request gets this answer until cleared (undefined). */
  setOutage(outage: Outage | undefined): void;
  reset(): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body, null, 2));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function isOutage(value: unknown): value is Outage {
  return typeof value === 'string' && (OUTAGES as readonly string[]).includes(value);
}

export async function startFakeGeocoder(options: FakeGeocoderOptions = {}): Promise<FakeGeocoder> {
  const host = options.host ?? '127.0.0.1';
  const requests: GeocodeRequestRecord[] = [];
  const hanging = new Set<ServerResponse>();
  let outage: Outage | undefined;

  const handleGeocode = (url: URL, response: ServerResponse) => {
    const params = url.searchParams;
    const record = (status: GeocodeRequestRecord['status']) =>
      requests.push({
        address: params.get('address') ?? '',
        components: params.get('components') ?? '',
        hasKey: Boolean(params.get('key')),
        status,
        atIsoDateTimeUtc: new Date().toISOString(),
      });
    if (outage === 'HANG') {
      record('HANG');
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (outage === 'HTTP_500') {
      record('HTTP_500');
      response.writeHead(500, { 'content-type': 'text/html; charset=UTF-8' });
      response.end('<html><body>Server Error</body></html>');
      return;
    }
    const answer = outage
      ? refusal(outage, REFUSALS[outage === 'REQUEST_DENIED' ? 'REQUEST_DENIED_BAD_KEY' : outage])
      : geocode(
          {
            address: params.get('address') ?? undefined,
            components: params.get('components') ?? undefined,
            key: params.get('key') ?? undefined,
            latlng: params.get('latlng') ?? undefined,
            place_id: params.get('place_id') ?? undefined,
          },
          options.apiKey,
        );
    record(answer.body.status);
    send(response, answer.httpStatus, answer.body);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-geocoder.local');
      const route = `${request.method} ${url.pathname}`;
      try {
        if (route === 'GET /maps/api/geocode/json') return handleGeocode(url, response);
        if (route === 'GET /_fake/health') return send(response, 200, { ok: true, outage: outage ?? null });
        if (route === 'GET /_fake/requests') return send(response, 200, { requests });
        if (route === 'POST /_fake/reset') {
          outage = undefined;
          requests.length = 0;
          return send(response, 200, { ok: true });
        }
        if (route === 'POST /_fake/outage') {
          const body = JSON.parse((await readBody(request)) || '{}') as { status?: unknown };
          if (body.status !== null && body.status !== undefined && !isOutage(body.status))
            return send(response, 400, { error: `status must be one of ${OUTAGES.join(', ')} or null` });
          outage = body.status ?? undefined;
          return send(response, 200, { outage: outage ?? null });
        }
        return send(response, 404, { error: `No fake route for ${route}` });
      } catch (error) {
        return send(response, 500, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? FAKE_GEOCODER_DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    setOutage(next) {
      outage = next;
    },
    reset() {
      outage = undefined;
      requests.length = 0;
    },
    close() {
      for (const response of hanging) response.destroy();
      hanging.clear();
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
