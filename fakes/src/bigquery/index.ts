/**
 * A fake BigQuery (the streaming path of the order export, functions/src/integrations/bigquery): the
 * subset of the BigQuery v2 REST API the official @google-cloud/bigquery client calls to stream rows:
 *  - `GET  /bigquery/v2/projects/{p}/datasets/{d}`, `POST .../datasets` (datasets.get / insert)
 *  - `GET  /bigquery/v2/projects/{p}/datasets/{d}/tables/{t}`, `POST .../tables` (tables.get / insert)
 *  - `POST /bigquery/v2/projects/{p}/datasets/{d}/tables/{t}/insertAll` (tabledata.insertAll): rows
 *    `{insertId, json}`; a row whose field is not in the table's schema is an `insertErrors` entry
 *    (`invalid`, "no such field") unless `ignoreUnknownValues`; a missing table is 404 `notFound`.
 * Real BigQuery drops a repeated `insertId` only on a best-effort basis (about a minute); this fake
 * drops every repeat, and the export's scheduled MERGE (ARCHITECTURE.md) handles what BigQuery lets
 * through. Errors are BigQuery's JSON `{error: {code, message, errors[{reason, message}], status}}`.
 * Test controls: `GET /_fake/rows?dataset=&table=` (rows, oldest first), `POST /_fake/reset`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, urlOf } from '../shared/http';

export const FAKE_BIGQUERY_DEFAULT_PORT = 12181;

interface Field {
  name: string;
  type: string;
  mode?: string;
}

interface Table {
  projectId: string;
  datasetId: string;
  tableId: string;
  schema: Field[];
  rows: Record<string, unknown>[];
  insertIds: Set<string>;
  created: number;
}

export interface FakeBigQuery {
  url: string;
  port: number;
  rows(datasetId: string, tableId: string): Record<string, unknown>[];
  close(): Promise<void>;
}

function error(response: ServerResponse, code: number, reason: string, message: string, status: string) {
  sendJson(response, code, {
    error: { code, message, errors: [{ reason, message, domain: 'global' }], status },
  });
}

export async function startFakeBigQuery(
  options: { port?: number; host?: string } = {},
): Promise<FakeBigQuery> {
  const datasets = new Map<string, { projectId: string; datasetId: string; created: number }>();
  const tables = new Map<string, Table>();
  const datasetKey = (p: string, d: string) => `${p}:${d}`;
  const tableKey = (p: string, d: string, t: string) => `${p}:${d}.${t}`;

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = urlOf(request);
    const path = url.pathname;
    if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (path === '/_fake/reset' && request.method === 'POST') {
      datasets.clear();
      tables.clear();
      return sendJson(response, 200, { ok: true });
    }
    if (path === '/_fake/rows') {
      const found = [...tables.values()].find(
        (table) =>
          table.datasetId === url.searchParams.get('dataset') &&
          table.tableId === url.searchParams.get('table'),
      );
      return sendJson(response, 200, found?.rows ?? []);
    }
    const match =
      /^\/bigquery\/v2\/projects\/([^/]+)\/datasets(?:\/([^/]+)(?:\/tables(?:\/([^/]+)(\/insertAll)?)?)?)?$/.exec(
        path,
      );
    if (!match) return error(response, 404, 'notFound', `Not found: URL ${path}`, 'NOT_FOUND');
    const [, projectId = '', datasetId, tableId, insertAll] = match.map((part) =>
      part === undefined ? undefined : decodeURIComponent(part),
    );
    const body = async (): Promise<Record<string, unknown> | undefined> => {
      try {
        const text = (await readBody(request)).toString('utf8');
        return text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return undefined;
      }
    };

    // datasets.insert
    if (!datasetId && request.method === 'POST') {
      const resource = await body();
      const reference = resource?.datasetReference as { datasetId?: unknown } | undefined;
      if (typeof reference?.datasetId !== 'string')
        return error(response, 400, 'invalid', 'Dataset reference is required', 'INVALID_ARGUMENT');
      const key = datasetKey(projectId, reference.datasetId);
      if (datasets.has(key))
        return error(response, 409, 'duplicate', `Already Exists: Dataset ${key}`, 'ALREADY_EXISTS');
      datasets.set(key, { projectId, datasetId: reference.datasetId, created: Date.now() });
      return sendJson(response, 200, {
        kind: 'bigquery#dataset',
        id: key,
        datasetReference: { projectId, datasetId: reference.datasetId },
      });
    }
    if (!datasetId) return error(response, 405, 'invalid', 'Method not allowed', 'INVALID_ARGUMENT');
    const dataset = datasets.get(datasetKey(projectId, datasetId));

    // datasets.get
    if (!tableId && request.method === 'GET' && !path.endsWith('/tables')) {
      if (!dataset)
        return error(response, 404, 'notFound', `Not found: Dataset ${projectId}:${datasetId}`, 'NOT_FOUND');
      return sendJson(response, 200, {
        kind: 'bigquery#dataset',
        id: datasetKey(projectId, datasetId),
        datasetReference: { projectId, datasetId },
      });
    }
    // tables.insert
    if (!tableId && request.method === 'POST') {
      if (!dataset)
        return error(response, 404, 'notFound', `Not found: Dataset ${projectId}:${datasetId}`, 'NOT_FOUND');
      const resource = await body();
      const reference = resource?.tableReference as { tableId?: unknown } | undefined;
      const fields = (resource?.schema as { fields?: unknown } | undefined)?.fields;
      if (typeof reference?.tableId !== 'string' || !Array.isArray(fields))
        return error(response, 400, 'invalid', 'Table reference and schema are required', 'INVALID_ARGUMENT');
      const key = tableKey(projectId, datasetId, reference.tableId);
      if (tables.has(key))
        return error(response, 409, 'duplicate', `Already Exists: Table ${key}`, 'ALREADY_EXISTS');
      const table: Table = {
        projectId,
        datasetId,
        tableId: reference.tableId,
        schema: fields as Field[],
        rows: [],
        insertIds: new Set(),
        created: Date.now(),
      };
      tables.set(key, table);
      return sendJson(response, 200, {
        kind: 'bigquery#table',
        id: key,
        tableReference: { projectId, datasetId, tableId: table.tableId },
        schema: { fields: table.schema },
      });
    }
    if (!tableId) return error(response, 405, 'invalid', 'Method not allowed', 'INVALID_ARGUMENT');
    const table = tables.get(tableKey(projectId, datasetId, tableId));
    if (!table)
      return error(
        response,
        404,
        'notFound',
        `Not found: Table ${tableKey(projectId, datasetId, tableId)}`,
        'NOT_FOUND',
      );

    // tables.get
    if (!insertAll && request.method === 'GET')
      return sendJson(response, 200, {
        kind: 'bigquery#table',
        id: tableKey(projectId, datasetId, tableId),
        tableReference: { projectId, datasetId, tableId },
        schema: { fields: table.schema },
        numRows: String(table.rows.length),
      });

    // tabledata.insertAll
    if (insertAll && request.method === 'POST') {
      const payload = await body();
      const rows = payload?.rows;
      if (!Array.isArray(rows))
        return error(response, 400, 'invalid', 'No rows present in the request.', 'INVALID_ARGUMENT');
      const known = new Set(table.schema.map((field) => field.name));
      const insertErrors: {
        index: number;
        errors: { reason: string; location: string; message: string }[];
      }[] = [];
      const accepted: { insertId?: string; json: Record<string, unknown> }[] = [];
      rows.forEach((row: { insertId?: unknown; json?: unknown }, index: number) => {
        const json = (row?.json ?? {}) as Record<string, unknown>;
        const unknown = Object.keys(json).filter((name) => !known.has(name));
        const missing = table.schema.filter(
          (field) =>
            field.mode === 'REQUIRED' && (json[field.name] === undefined || json[field.name] === null),
        );
        const problems = [
          ...(payload?.ignoreUnknownValues ? [] : unknown).map((name) => ({
            reason: 'invalid',
            location: name,
            message: 'no such field.',
          })),
          ...missing.map((field) => ({
            reason: 'invalid',
            location: field.name,
            message: 'Missing required field.',
          })),
        ];
        if (problems.length > 0) insertErrors.push({ index, errors: problems });
        else accepted.push({ ...(typeof row.insertId === 'string' ? { insertId: row.insertId } : {}), json });
      });
      // BigQuery rejects the whole request's valid rows too unless skipInvalidRows (they are "stopped").
      if (insertErrors.length > 0 && !payload?.skipInvalidRows) {
        accepted.forEach((_, at) => {
          const index = rows.findIndex((row: { json?: unknown }) => row?.json === accepted[at]?.json);
          insertErrors.push({ index, errors: [{ reason: 'stopped', location: '', message: '' }] });
        });
        return sendJson(response, 200, { kind: 'bigquery#tableDataInsertAllResponse', insertErrors });
      }
      for (const row of accepted) {
        if (row.insertId !== undefined) {
          if (table.insertIds.has(row.insertId)) continue;
          table.insertIds.add(row.insertId);
        }
        table.rows.push(row.json);
      }
      return sendJson(response, 200, {
        kind: 'bigquery#tableDataInsertAllResponse',
        ...(insertErrors.length > 0 ? { insertErrors } : {}),
      });
    }
    return error(response, 405, 'invalid', 'Method not allowed', 'INVALID_ARGUMENT');
  };
  const server = await listen(
    handler,
    options.port ?? FAKE_BIGQUERY_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  return {
    url: server.url,
    port: server.port,
    rows: (datasetId, tableId) =>
      [...tables.values()].find((table) => table.datasetId === datasetId && table.tableId === tableId)
        ?.rows ?? [],
    close: server.close,
  };
}
