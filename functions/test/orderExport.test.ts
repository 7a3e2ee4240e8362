/**
 * The order export (ARCHITECTURE.md "When a platform outgrows rollups"): the order trigger streams
 * every order write to BigQuery through the official client, here against the fake BigQuery, one row
 * per delivery keyed by its event id, so a redelivered event is not a second row.
 */
import type { OrderChangeRow } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBigQueryOrderStream } from '../src/integrations/bigquery';
import { orderDocument, orderRef } from './orderActions.fixtures';
import { createTenant, type Tenant } from './support/tenants';

const FAKE_BIGQUERY = 'http://127.0.0.1:12181';
const DATASET = 'orders_export';

async function exportedRows(orderId: string): Promise<OrderChangeRow[]> {
  const answer = await fetch(`${FAKE_BIGQUERY}/_fake/rows?dataset=${DATASET}&table=order_changes`);
  return ((await answer.json()) as OrderChangeRow[]).filter((row) => row.order_id === orderId);
}

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant('export');
});

describe('order export to BigQuery', () => {
  it('streams each order write once, as it was written, in order', { timeout: 90_000 }, async () => {
    const orderId = `export-${Date.now().toString(36)}`;
    // Totals as placement stores them, so every follow-up of the trigger (the new-order push reads them)
    // finishes and nothing else fails its delivery.
    const order = orderDocument(tenant, orderId);
    const grandTotal = (order.cart as { grandTotal: number }).grandTotal;
    await orderRef(tenant, orderId).set({
      ...order,
      totals: {
        itemTotal: grandTotal,
        couponDiscount: 0,
        loyaltyDiscount: 0,
        deliveryCharge: 0,
        deliveryDiscount: 0,
        publicHolidaySurcharge: 0,
        cardSurcharge: 0,
        discount: 0,
        charges: 0,
        grandTotal,
        gst: Math.round(grandTotal / 11),
      },
    });
    await expect
      .poll(async () => (await exportedRows(orderId))[0]?.operation, { timeout: 60_000, interval: 300 })
      .toBe('CREATE');
    await orderRef(tenant, orderId).update({ 'status.code': 'accepted' });
    // (The trigger's own follow-ups, such as the display number, are writes too: each is a row.)
    await expect
      .poll(async () => (await exportedRows(orderId)).some((row) => row.status === 'accepted'), {
        timeout: 60_000,
        interval: 300,
      })
      .toBe(true);
    const rows = await exportedRows(orderId);
    const created = rows[0];
    const accepted = rows.find((row) => row.status === 'accepted');
    expect(created).toMatchObject({
      restaurant_id: tenant.restaurantId,
      store_id: tenant.storeId,
      order_id: orderId,
      operation: 'CREATE',
      status: 'new',
      source: 'website',
    });
    expect(accepted?.operation).toBe('UPDATE');
    expect(JSON.parse(String(accepted?.data)).status.code).toBe('accepted');
    expect(String(accepted?.write_time) > String(created?.write_time)).toBe(true);
    // One row per delivery: no event id twice.
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(rows.length);

    // The same event delivered again (a retried trigger): BigQuery keeps one row for its insertId.
    const stream = createBigQueryOrderStream({
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform',
      datasetId: DATASET,
      apiEndpoint: FAKE_BIGQUERY,
    });
    await stream.insert([created as OrderChangeRow, created as OrderChangeRow]);
    const again = (await exportedRows(orderId)).filter((row) => row.event_id === created?.event_id);
    expect(again).toHaveLength(1);

    await orderRef(tenant, orderId).delete();
    await expect
      .poll(async () => (await exportedRows(orderId)).at(-1)?.operation, { timeout: 60_000, interval: 300 })
      .toBe('DELETE');
  });

  it('a row the table does not accept is an error, not a silent loss', async () => {
    const stream = createBigQueryOrderStream({
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform',
      datasetId: DATASET,
      apiEndpoint: FAKE_BIGQUERY,
    });
    const bad = { event_id: 'bad-1', order_id: 'x', unexpected: 1 } as unknown as OrderChangeRow;
    await expect(stream.insert([bad])).rejects.toThrow(/refused/);
  });
});
