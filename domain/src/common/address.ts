import { z } from 'zod';
import { ZCountry } from './common';
import { INPUT_LIMITS, tooLong } from './inputBounds';
import { ZDropoffNotes } from './validation';

/** Coordinates are kept as decimal strings (as geocoders return them) so no precision is lost. */
export const ZGeoPoint = z.object({
  latitude: z
    .string()
    .trim()
    .max(32, tooLong('Latitude must be a number from -90 to 90'))
    .refine((text) => isCoordinate(text, 90), 'Latitude must be a number from -90 to 90'),
  longitude: z
    .string()
    .trim()
    .max(32, tooLong('Longitude must be a number from -180 to 180'))
    .refine((text) => isCoordinate(text, 180), 'Longitude must be a number from -180 to 180'),
});
export type GeoPoint = z.infer<typeof ZGeoPoint>;

function isCoordinate(text: string, limit: number): boolean {
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return false;
  return Math.abs(Number(text)) <= limit;
}

/** A line of an address, at most `max` characters ("Suburb must be at most 100 characters"). */
function addressText(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`);
}

export const ZAddress = z.object({
  formattedAddress: addressText('The address', INPUT_LIMITS.addressLine).min(1, 'Enter the address'),
  suburb: addressText('Suburb', INPUT_LIMITS.name).default(''),
  state: addressText('State', INPUT_LIMITS.name).default(''),
  postcode: addressText('Postcode', 20).default(''),
  country: ZCountry,
  geoPoint: ZGeoPoint,
  /** Google's place ids are opaque and mostly under 100 characters; some run to a few hundred. */
  googlePlaceId: addressText('The place id', 1000).optional(),
});
export type Address = z.infer<typeof ZAddress>;

export const ZDeliveryAddress = ZAddress.extend({ dropoffNotes: ZDropoffNotes.default('') });
export type DeliveryAddress = z.infer<typeof ZDeliveryAddress>;
