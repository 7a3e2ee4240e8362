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
        areaNames: z
          .array(
            z.string().trim().min(1, 'Enter the area name').max(40, 'Area names are at most 40 characters'),
          )
          .max(20, 'At most 20 seating areas')
          .default([]),
      })
      .default({ mandatory: false, areaNames: [] }),
    specialRequestInfo: z
      .object({
        templates: z
          .array(z.string().trim().min(1).max(100, 'Suggestions are at most 100 characters'))
          .max(20, 'At most 20 suggestions')
          .default([]),
      })
      .default({ templates: [] }),
    /** Minutes between bookable times (7:00, 7:15, ...). */
    slotIntervalInMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).default(15),
    /** How long a table is held for a booking: seats are taken for this long from the booked time. */
    durationInMinutes: z
      .number()
      .int()
      .min(30, 'A booking lasts at least 30 minutes')
      .max(360, 'A booking lasts at most 6 hours')
      .default(90),
    /** Minimum notice: a guest cannot book a time sooner than this from now. */
    leadTimeInMinutes: z
      .number()
      .int()
      .min(0, 'Notice cannot be negative')
      .max(7 * 24 * 60, 'Notice is at most a week')
      .default(60),
    /** The last bookable time is this long before closing. */
    lastBookingBeforeCloseInMinutes: z
      .number()
      .int()
      .min(0, 'Cannot be negative')
      .max(720, 'At most 12 hours')
      .default(60),
    /** How long before the booked time the guest is texted a reminder; 0 sends none. */
    smsReminderMinutesBefore: z
      .number()
      .int()
      .min(0, 'Cannot be negative')
      .max(48 * 60, 'At most 48 hours before')
      .default(120),
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

/** The settings in words, for the admin's "What customers will see" panel. */
export function describeTableBookingSettings(settings: TableBookingSettings): string[] {
  if (!settings.enable) return ['Guests cannot book a table online.'];
  const areas = settings.seatingAreaInfo.areaNames;
  return [
    `Guests book for ${settings.minPax} to ${settings.maxPax} people, up to ${settings.numOfDaysInAdvance} days ahead.`,
    `Times every ${settings.slotIntervalInMinutes} minutes while you trade, until ${settings.lastBookingBeforeCloseInMinutes} minutes before closing, with at least ${settings.leadTimeInMinutes} minutes' notice.`,
    `Each booking holds its seats for ${settings.durationInMinutes} minutes; a time is full when your active tables' seats are taken.`,
    areas.length === 0
      ? 'Guests do not choose a seating area.'
      : `Guests ${settings.seatingAreaInfo.mandatory ? 'must choose' : 'may choose'} a seating area: ${areas.join(', ')}.`,
    settings.smsReminderMinutesBefore === 0
      ? 'Guests are not texted a reminder.'
      : `Guests are texted a reminder ${settings.smsReminderMinutesBefore >= 60 && settings.smsReminderMinutesBefore % 60 === 0 ? `${settings.smsReminderMinutesBefore / 60} hour${settings.smsReminderMinutesBefore === 60 ? '' : 's'}` : `${settings.smsReminderMinutesBefore} minutes`} before, unless they opt out.`,
    settings.specialRequestInfo.templates.length === 0
      ? 'Guests can write a special request.'
      : `Guests can tick ${settings.specialRequestInfo.templates.join(', ')}, or write a special request.`,
  ];
}
