import { type TableBookingDocument, type TableBookingStatus, tableBookingEmail } from '@resto/domain';
import { deliverEmail, emailSender, storeEmailDeliveryDoc } from '../integrations/email';
import { log } from '../log';
import type { BookingStore } from './bookingStore';

/**
 * One delivery record per booking and status; a reminder's per booked time (a moved booking is
 * reminded of its new time).
 */
export function bookingEmailDeliveryId(
  booking: Pick<TableBookingDocument, 'id' | 'bookedForIsoDateTimeUtc'>,
  status: TableBookingStatus | 'reminder',
): string {
  return status === 'reminder'
    ? `tableBooking_reminder_${booking.id}_${Date.parse(booking.bookedForIsoDateTimeUtc)}`
    : `tableBooking_${status}_${booking.id}`;
}

/**
 * Emails the guest about a booking's status, once per booking and status: the delivery record
 * `emailDeliveries/tableBooking_{status}_{id}` is created by the first call and a repeat (a retried
 * request, two staff pressing accept) finds it and sends nothing. No email address: nothing to send.
 */
export async function sendBookingEmail(
  store: BookingStore,
  booking: TableBookingDocument,
  status: TableBookingStatus | 'reminder',
): Promise<void> {
  const to = booking.customer.unverifiedEmail;
  if (!to) return;
  const { ordering } = store;
  const content = tableBookingEmail(booking, status, {
    restaurantName: ordering.restaurantName,
    storeName: ordering.menu.store.name,
    storePhone: ordering.menu.store.phoneNumber,
    timezone: store.timezone,
  });
  const delivery = await deliverEmail(
    storeEmailDeliveryDoc(ordering.restaurantId, ordering.storeId, bookingEmailDeliveryId(booking, status)),
    {
      to,
      ...content,
      ...(ordering.contactEmail ? { replyTo: ordering.contactEmail } : {}),
      kind: `tableBooking_${status}`,
      tags: { restaurantId: ordering.restaurantId, storeId: ordering.storeId, tableBookingId: booking.id },
    },
    { sender: emailSender() },
  );
  log.info('tableBooking.emailed', { tableBookingId: booking.id, status, delivery: delivery.status });
}
