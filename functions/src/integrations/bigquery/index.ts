/**
 * The order export's port: streams order change rows into BigQuery (ARCHITECTURE.md "When a platform
 * outgrows rollups"). One adapter, on the official @google-cloud/bigquery client: `table.insert` with
 * raw rows whose `insertId` is the order write's event id, so BigQuery drops a redelivered event; the
 * dataset and table are made on first use. Configuration: BIGQUERY_EXPORT_DATASET (empty = export
 * off), BIGQUERY_API_ENDPOINT (empty = Google; the emulator suite points it at the fake BigQuery,
 * fakes/src/bigquery), the project's own id. In the cloud the function's service account needs
 * BigQuery Data Editor on the dataset.
 */
import { ORDER_CHANGE_FIELDS, ORDER_CHANGES_TABLE, type OrderChangeRow } from '@resto/domain';
import { defineString } from 'firebase-functions/params';

export const bigQueryExportDataset = defineString('BIGQUERY_EXPORT_DATASET', {
  default: '',
  description: 'BigQuery dataset the order export streams to; empty turns the export off.',
});
export const bigQueryApiEndpoint = defineString('BIGQUERY_API_ENDPOINT', {
  default: '',
  description: 'Empty = BigQuery itself; the emulator suite points it at the fake BigQuery.',
});

export interface OrderChangeStream {
  insert(rows: OrderChangeRow[]): Promise<void>;
}

export interface BigQueryStreamConfig {
  projectId: string;
  datasetId: string;
  apiEndpoint?: string;
  location?: string;
}

export class OrderExportError extends Error {}

/** An auth client that adds no credentials (google-auth-library's PassThroughClient, by shape). */
function anonymousAuthClient(projectId: string) {
  return {
    getRequestHeaders: async () => new Headers(),
    getProjectId: async () => projectId,
    getAccessToken: async () => ({ token: null }),
    universeDomain: 'googleapis.com',
  };
}

export function createBigQueryOrderStream(config: BigQueryStreamConfig): OrderChangeStream {
  let ready: Promise<import('@google-cloud/bigquery').Table> | undefined;
  const table = async () => {
    const { BigQuery } = await import('@google-cloud/bigquery');
    const client = new BigQuery({
      projectId: config.projectId,
      ...(config.apiEndpoint
        ? {
            apiEndpoint: config.apiEndpoint,
            // A local endpoint (the fake BigQuery) takes no credentials: the client would otherwise ask
            // the metadata server for a token. Against Google the function's service account is used.
            authClient: anonymousAuthClient(config.projectId) as never,
          }
        : {}),
    });
    const dataset = client.dataset(config.datasetId);
    const [datasetExists] = await dataset.exists();
    if (!datasetExists)
      await dataset
        .create(config.location ? { location: config.location } : {})
        .catch((error: { code?: number }) => {
          if (error.code !== 409) throw error;
        });
    const found = dataset.table(ORDER_CHANGES_TABLE);
    const [tableExists] = await found.exists();
    if (!tableExists)
      await dataset
        .createTable(ORDER_CHANGES_TABLE, {
          schema: { fields: ORDER_CHANGE_FIELDS.map((field) => ({ ...field })) },
        })
        .catch((error: { code?: number }) => {
          if (error.code !== 409) throw error;
        });
    return found;
  };
  return {
    async insert(rows) {
      if (rows.length === 0) return;
      ready ??= table().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      const target = await ready;
      try {
        await target.insert(
          rows.map((row) => ({ insertId: row.event_id, json: row })),
          { raw: true },
        );
      } catch (error) {
        const partial = error as {
          name?: string;
          errors?: { errors?: { reason?: string; message?: string }[] }[];
        };
        if (partial.name === 'PartialFailureError')
          throw new OrderExportError(
            `BigQuery refused ${partial.errors?.length ?? 0} row(s): ${JSON.stringify(partial.errors?.[0]?.errors ?? [])}`,
          );
        throw error;
      }
    },
  };
}

let cached: { key: string; stream: OrderChangeStream } | undefined;

/** The configured stream, or undefined when the export is off. */
export function orderChangeStream(): OrderChangeStream | undefined {
  const datasetId = bigQueryExportDataset.value();
  if (!datasetId) return undefined;
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  const apiEndpoint = bigQueryApiEndpoint.value();
  const key = `${projectId}|${datasetId}|${apiEndpoint}`;
  if (cached?.key !== key)
    cached = {
      key,
      stream: createBigQueryOrderStream({ projectId, datasetId, ...(apiEndpoint ? { apiEndpoint } : {}) }),
    };
  return cached.stream;
}
