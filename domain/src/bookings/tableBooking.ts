import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZIsoDateTimeWithOffset } from '../common/common';
import { TABLE_BOOKING_SOURCES, TABLE_BOOKING_STATUSES } from '../common/constants';
import { ZOptionalEmail, ZPhoneE164 } from '../common/validation';

/** SPEC.md section 9: party of 2 to 10, up to 90 days ahead. */
export const TABLE_BOOKING_DEFAULTS = { minPax: 2, maxPax: 10, numOfDaysInAdvance: 90 } as const;

const ZPax = z
  .number()
  .int('Party size must be a whole number')
  .min(1, 'Party size must be at least 1')
  .max(500);

export const ZTableBookingSettings = z
  .object({
    enable: z.boolean().default(false),
    minPax: ZPax.default(TABLE_BOOKING_DEFAULTS.minPax),
    maxPax: ZPax.default(TABLE_BOOKING_DEFAULTS.maxPax),
    numOfDaysInAdvance: z
      .number()
      .int()
      .min(0, 'Days in advance cannot be negative')
      .max(365, 'Bookings can open at most 365 days ahead')
      .default(TABLE_BOOKING_DEFAULTS.numOfDaysInAdvance),
    seatingAreaInfo: z
      .object({
        mandatory: z.boolean().default(false),
        areaNames: z.array(z.string().trim().min(1)).default([]),
      })
      .default({ mandatory: false, areaNames: [] }),
    specialRequestInfo: z
      .object({ templates: z.array(z.string().trim().min(1).max(100)).default([]) })
      .default({ templates: [] }),
  })
  .superRefine((settings, ctx) => {
    if (settings.minPax > settings.maxPax) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPax'],
        message: 'Minimum party size cannot be more than the maximum',
      });
    }
    if (settings.seatingAreaInfo.mandatory && settings.seatingAreaInfo.areaNames.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['seatingAreaInfo', 'areaNames'],
        message: 'Add at least one seating area, or make choosing one optional',
      });
    }
  });
export type TableBookingSettings = z.infer<typeof ZTableBookingSettings>;

export const ZTableBooking = z.object({
  id: ZDocumentId,
  /** The auth uid of whoever placed it (the customer online, the staff member at the POS). */
  uid: z.string().min(1),
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  bookedForIsoDateTimeUtc: ZIsoDateTimeUtc,
  customer: z.object({
    mobile: ZPhoneE164,
    name: z.string().trim().min(1, 'Enter your name').max(100, 'Name must be at most 100 characters'),
    unverifiedEmail: ZOptionalEmail.default(''),
  }),
  pax: ZPax,
  seatingArea: z.string().trim().optional(),
  specialRequest: z
    .object({
      note: z.string().trim().max(300, 'Special request must be at most 300 characters').default(''),
      template: z.string().trim().optional(),
    })
    .default({ note: '' }),
  /** When it was placed, in the store's local time with offset, as the customer saw it. */
  placedIsoDateTime: ZIsoDateTimeWithOffset,
  placedIsoDateTimeUtc: ZIsoDateTimeUtc,
  status: z.object({ code: z.enum(TABLE_BOOKING_STATUSES).default('new') }),
  source: z.enum(TABLE_BOOKING_SOURCES),
});
export type TableBooking = z.infer<typeof ZTableBooking>;
