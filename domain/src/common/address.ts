import { z } from 'zod';
import { ZCountry } from './common';
import { ZDropoffNotes } from './validation';

/** Coordinates are kept as decimal strings (as geocoders return them) so no precision is lost. */
export const ZGeoPoint = z.object({
  latitude: z
    .string()
    .trim()
    .refine((text) => isCoordinate(text, 90), 'Latitude must be a number from -90 to 90'),
  longitude: z
    .string()
    .trim()
    .refine((text) => isCoordinate(text, 180), 'Longitude must be a number from -180 to 180'),
});
export type GeoPoint = z.infer<typeof ZGeoPoint>;

function isCoordinate(text: string, limit: number): boolean {
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return false;
  return Math.abs(Number(text)) <= limit;
}

export const ZAddress = z.object({
  formattedAddress: z.string().trim().min(1, 'Enter the address'),
  suburb: z.string().trim().default(''),
  state: z.string().trim().default(''),
  postcode: z.string().trim().default(''),
  country: ZCountry,
  geoPoint: ZGeoPoint,
  googlePlaceId: z.string().trim().optional(),
});
export type Address = z.infer<typeof ZAddress>;

export const ZDeliveryAddress = ZAddress.extend({ dropoffNotes: ZDropoffNotes.default('') });
export type DeliveryAddress = z.infer<typeof ZDeliveryAddress>;
