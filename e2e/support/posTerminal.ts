import { callApi, ownerIdToken } from './kitchenOrders';

/**
 * The POS journeys' helpers: a fresh till of the demo Bondi store (which has the demo employees and
 * their PINs, scripts/seed/seedPos.ts), and what the server stored for it, read from the Firestore
 * emulator as admin.
 */
export const POS_STORE = { restaurantId: 'demo-restaurant', storeId: 'bondi' } as const;
const STORE_PATH = `restaurants/${POS_STORE.restaurantId}/stores/${POS_STORE.storeId}`;
const DOCUMENTS = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform'}/databases/(default)/documents`;

export const DEMO_CASHIER = { name: 'Alex Morgan', pin: '1234' } as const;

export async function createPosTerminal(name: string): Promise<{ id: string; pairingCode: string }> {
  const answer = await callApi<{ id: string; pairingCode: string }>(
    'POST',
    `/api/pos/${STORE_PATH}/pos_terminals`,
    { name },
    await ownerIdToken(),
  );
  if (answer.status !== 201)
    throw new Error(`Create POS terminal: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function removePosTerminal(id: string): Promise<void> {
  await callApi('DELETE', `/api/pos/${STORE_PATH}/pos_terminals/${id}`, undefined, await ownerIdToken());
}

export interface StoredPosOrder {
  id: string;
  grandTotal: number;
  paymentType: string;
  changeDueInCents?: number;
}

/** Every order the server holds for this till (any number of them, duplicates included). */
export async function storedOrdersOfTerminal(posTerminalId: string): Promise<StoredPosOrder[]> {
  const response = await fetch(`${DOCUMENTS}/${STORE_PATH}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'orders' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'posTerminalId' },
            op: 'EQUAL',
            value: { stringValue: posTerminalId },
          },
        },
      },
    }),
  });
  if (!response.ok) throw new Error(`Query orders: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as {
    document?: {
      name: string;
      fields: Record<
        string,
        {
          integerValue?: string;
          stringValue?: string;
          mapValue?: { fields: Record<string, { integerValue?: string }> };
        }
      >;
    };
  }[];
  return rows.flatMap((row) => {
    if (!row.document) return [];
    const fields = row.document.fields;
    return [
      {
        id: row.document.name.split('/').pop() ?? '',
        grandTotal: Number(fields.totals?.mapValue?.fields.grandTotal?.integerValue ?? Number.NaN),
        paymentType: fields.paymentType?.stringValue ?? '',
        ...(fields.changeDueInCents?.integerValue
          ? { changeDueInCents: Number(fields.changeDueInCents.integerValue) }
          : {}),
      },
    ];
  });
}

/** The kitchen ticket of an order, once the order-write trigger has made it. */
export async function kitchenTicketOf(orderId: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${DOCUMENTS}/${STORE_PATH}/kdsTickets/${orderId}`, {
      headers: { authorization: 'Bearer owner' },
    });
    if (response.ok) return (await response.json()) as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No kitchen ticket for ${orderId} after ${timeoutMs} ms`);
}

/** The parts of a split bill as the server stored them. */
export async function splitPartsOf(
  orderId: string,
): Promise<{ paymentType: string; amountInCents: number }[]> {
  const response = await fetch(`${DOCUMENTS}/${STORE_PATH}/orders/${orderId}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Read order ${orderId}: ${response.status}`);
  const document = (await response.json()) as {
    fields: {
      splitPayments?: {
        arrayValue: {
          values?: {
            mapValue: { fields: Record<string, { stringValue?: string; integerValue?: string }> };
          }[];
        };
      };
    };
  };
  return (document.fields.splitPayments?.arrayValue.values ?? []).map((value) => ({
    paymentType: value.mapValue.fields.paymentType?.stringValue ?? '',
    amountInCents: Number(value.mapValue.fields.amountInCents?.integerValue ?? Number.NaN),
  }));
}

/** Whether each order was paid later (it has a settlement) and whether it counts as paid. */
export async function orderFieldsOf(
  orderIds: string[],
): Promise<{ id: string; isPaid: boolean; settled: boolean }[]> {
  return Promise.all(
    orderIds.map(async (id) => {
      const response = await fetch(`${DOCUMENTS}/${STORE_PATH}/orders/${id}`, {
        headers: { authorization: 'Bearer owner' },
      });
      const document = (await response.json()) as {
        fields: { isPaid?: { booleanValue?: boolean }; settlement?: unknown };
      };
      return {
        id,
        isPaid: document.fields.isPaid?.booleanValue === true,
        settled: document.fields.settlement !== undefined,
      };
    }),
  );
}

type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  stringValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

/** A Firestore REST value as plain JSON. */
function plain(value: RestValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.mapValue)
    return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([key, v]) => [key, plain(v)]));
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.stringValue !== undefined) return value.stringValue;
  return null;
}

/** A document of the demo store as plain JSON (undefined when it does not exist). */
export async function storeDocument(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${DOCUMENTS}/${STORE_PATH}/${path}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Read ${path}: ${response.status}`);
  const document = (await response.json()) as { fields?: Record<string, RestValue> };
  return plain({ mapValue: { fields: document.fields ?? {} } }) as Record<string, unknown>;
}

/** A document of the demo restaurant (above its stores: loyalty cards, coupons) as plain JSON. */
export async function restaurantDocument(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${DOCUMENTS}/restaurants/${POS_STORE.restaurantId}/${path}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Read ${path}: ${response.status}`);
  const document = (await response.json()) as { fields?: Record<string, RestValue> };
  return plain({ mapValue: { fields: document.fields ?? {} } }) as Record<string, unknown>;
}

/** The demo store's documents of `collectionId` whose `field` equals `value`, as plain JSON. */
export async function storeDocumentsWhere(
  collectionId: string,
  field: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${DOCUMENTS}/${STORE_PATH}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  if (!response.ok) throw new Error(`Query ${collectionId}: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { fields?: Record<string, RestValue> } }[];
  return rows.flatMap((row) =>
    row.document
      ? [plain({ mapValue: { fields: row.document.fields ?? {} } }) as Record<string, unknown>]
      : [],
  );
}
