import { z } from 'zod';
import { ZDocumentId } from '../common/common';

/** Which store a device (printer, POS terminal, kitchen display) belongs to. */
export const ZDeviceClaim = z.object({
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  deviceId: ZDocumentId,
});
export type DeviceClaim = z.infer<typeof ZDeviceClaim>;

export const DEVICE_CLAIM_KINDS = ['printer', 'posTerminal', 'kdsDevice'] as const;
export type DeviceClaimKind = (typeof DEVICE_CLAIM_KINDS)[number];

/** Firebase Auth custom claims. A device account carries exactly one device claim and nothing else. */
export const ZCustomClaims = z
  .object({
    superAdmin: z.boolean().optional(),
    printer: ZDeviceClaim.optional(),
    posTerminal: ZDeviceClaim.optional(),
    kdsDevice: ZDeviceClaim.optional(),
  })
  .superRefine((claims, ctx) => {
    const deviceKinds = DEVICE_CLAIM_KINDS.filter((kind) => claims[kind] !== undefined);
    if (deviceKinds.length > 1 || (deviceKinds.length === 1 && claims.superAdmin)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'A device account cannot hold other roles' });
    }
  });
export type CustomClaims = z.infer<typeof ZCustomClaims>;
