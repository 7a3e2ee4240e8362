// Table bookings: settings, the stored booking, and the rules of which bookings may be taken.

import { ZBookingCancelRequest } from './bookingDocument';
import { ZBookingEditRequest } from './bookingEdit';
import { ZBookingAvailabilityQuery, ZTableBookingRequest } from './bookingRules';

export * from './bookingDocument';
export * from './bookingEdit';
export * from './bookingEmail';
export * from './bookingReminder';
export * from './bookingRules';
export * from './tableBooking';

/** Request schemas of the booking routes (checked for bounds by the class tests). */
export const BOOKINGS_REQUEST_SCHEMAS = {
  ZTableBookingRequest,
  ZBookingAvailabilityQuery,
  ZBookingCancelRequest,
  ZBookingEditRequest,
};
