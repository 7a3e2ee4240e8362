import { bookingStatusText, type TableBookingDocument, type TableBookingStatus } from '@resto/domain';
import { db } from '../admin';
import { tableBookings } from '../firestore/paths';
import { SmsSendError, type SmsSender, smsSender } from '../integrations/sms';
import { log } from '../log';
import type { BookingStore } from './bookingStore';

/**
 * Texts the guest a booking's status (received, confirmed, cancelled), once per booking and status:
 * a transaction claims `smsNotices.{status}` on the booking before the text goes out, so a retried
 * request or two devices racing send one. A failing provider never fails the booking (the email and
 * the guest's booking page still tell them); a STOP at the provider is recorded as opted out.
 */
export async function sendBookingSms(
  store: BookingStore,
  booking: TableBookingDocument,
  status: TableBookingStatus,
  sender?: SmsSender,
): Promise<void> {
  const { ordering } = store;
  const ref = tableBookings(ordering.restaurantId, ordering.storeId).doc(booking.id);
  const at = new Date().toISOString();
  const field = `smsNotices.${status}`;
  try {
    const claimed = await db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists || snapshot.get(field) !== undefined) return false;
      tx.update(ref, { [field]: { status: 'sending', atIsoDateTimeUtc: at } });
      return true;
    });
    if (!claimed) return;
  } catch (error) {
    log.warn('tableBooking.smsClaimFailed', { tableBookingId: booking.id, status, error: String(error) });
    return;
  }
  const body = bookingStatusText(booking, status, {
    restaurantName: ordering.restaurantName,
    storeName: ordering.menu.store.name,
    storePhone: ordering.menu.store.phoneNumber,
    timezone: store.timezone,
  });
  try {
    const { id } = await (sender ?? smsSender()).send({ to: booking.customer.mobile, body });
    await ref.update({ [field]: { status: 'sent', atIsoDateTimeUtc: at, messageId: id } });
    log.info('tableBooking.texted', { tableBookingId: booking.id, status, messageId: id });
  } catch (error) {
    const optedOut = error instanceof SmsSendError && error.unsubscribed;
    await ref
      .update({
        [field]: {
          status: optedOut ? 'optedOut' : 'failed',
          atIsoDateTimeUtc: at,
          error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
        },
      })
      .catch(() => undefined);
    log.warn('tableBooking.textNotSent', { tableBookingId: booking.id, status, optedOut });
  }
}
