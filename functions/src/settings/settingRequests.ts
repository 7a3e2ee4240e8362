import {
  type CustomPayment,
  DELIVERY_LIMITS,
  type DeliveryArea,
  MAX_CUSTOM_PAYMENTS,
  STORE_SETTINGS_SCHEMAS,
  type StoreSettingId,
  type StoreSettings,
  ZCustomPayment,
  ZDeliveryArea,
  ZDocumentId,
  ZIsoDateTimeUtc,
  ZStoreDeliverySettings,
} from '@resto/domain';
import { z } from 'zod';

/**
 * Turns a `PUT /settings/:settingId` body into the document to store. The body is that setting's
 * domain schema, except that list entries the admin just added may come without an id (and custom
 * payments without a creation time): the server fills those in, and keeps the creation time of
 * payments it already has so a client cannot rewrite history.
 */

const ZNewCustomPayment = ZCustomPayment.extend({
  id: ZDocumentId.optional(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export const ZCustomPaymentsRequest = z.object({
  customPayments: z
    .array(ZNewCustomPayment)
    .max(MAX_CUSTOM_PAYMENTS, `At most ${MAX_CUSTOM_PAYMENTS} custom payments`)
    .default([]),
});

const ZNewDeliveryArea = ZDeliveryArea.extend({ id: ZDocumentId.optional() });
export const ZDeliveryRequest = ZStoreDeliverySettings.extend({
  areas: z
    .array(ZNewDeliveryArea)
    .max(DELIVERY_LIMITS.areas, `At most ${DELIVERY_LIMITS.areas} delivery areas`)
    .default([]),
});

export interface SettingContext {
  /** The stored document before this save (undefined when never saved). */
  previous: Record<string, unknown> | undefined;
  newId: () => string;
  now: string;
}

function previousCreationTimes(previous: Record<string, unknown> | undefined): Map<string, string> {
  const stored = z
    .object({ customPayments: z.array(z.object({ id: z.string(), createdIsoDateTimeUtc: z.string() })) })
    .safeParse(previous);
  return new Map(
    stored.success ? stored.data.customPayments.map((entry) => [entry.id, entry.createdIsoDateTimeUtc]) : [],
  );
}

export function settingFromRequest<K extends StoreSettingId>(
  settingId: K,
  body: unknown,
  context: SettingContext,
): StoreSettings[K] {
  if (settingId === 'customPayments') {
    const request = ZCustomPaymentsRequest.parse(body);
    const createdAt = previousCreationTimes(context.previous);
    const customPayments: CustomPayment[] = request.customPayments.map((payment, index) => {
      const id = payment.id ?? context.newId();
      return {
        ...payment,
        id,
        // The list order is the POS order; sortOrder is kept in step with it.
        sortOrder: index,
        createdIsoDateTimeUtc: createdAt.get(id) ?? context.now,
      };
    });
    return STORE_SETTINGS_SCHEMAS.customPayments.parse({ customPayments }) as StoreSettings[K];
  }
  if (settingId === 'delivery') {
    const request = ZDeliveryRequest.parse(body);
    const areas: DeliveryArea[] = request.areas.map((area) => ({ ...area, id: area.id ?? context.newId() }));
    return STORE_SETTINGS_SCHEMAS.delivery.parse({ ...request, areas }) as StoreSettings[K];
  }
  return STORE_SETTINGS_SCHEMAS[settingId].parse(body) as StoreSettings[K];
}
