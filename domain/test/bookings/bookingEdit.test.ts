import { describe, expect, it } from 'vitest';
import {
  applyBookingEdit,
  BOOKING_ERRORS,
  bookingReminderText,
  bookingVersion,
  buildTableBookingDocument,
  editMovesSeats,
  isReminderDue,
  ZBookingEditRequest,
} from '../../src';

const booking = buildTableBookingDocument({
  request: {
    tableBookingId: 'b1',
    bookedForIsoDateTimeUtc: '2026-12-04T08:00:00.000Z',
    pax: 2,
    customer: { name: 'Mia Chen', mobile: '+61412345678', unverifiedEmail: '' },
    seatingArea: 'Courtyard',
    specialRequest: { note: '', template: 'Birthday' },
    reminderOptIn: true,
  },
  restaurantId: 'r1',
  storeId: 's1',
  uid: 'guest',
  source: 'ONLINE',
  localDate: '2026-12-04',
  durationInMinutes: 90,
  timezone: 'Australia/Sydney',
  now: new Date('2026-12-01T00:00:00Z'),
});

describe('editing a booking', () => {
  it('lists only the fields that really change, from what to what', () => {
    const { next, changed } = applyBookingEdit(booking, {
      name: 'Mia Chen',
      pax: 4,
      seatingArea: '',
      specialRequest: { note: 'High chair', template: 'Birthday' },
    });
    expect(changed).toEqual([
      { field: 'pax', from: '2', to: '4' },
      { field: 'seatingArea', from: 'Courtyard', to: '' },
      { field: 'specialRequest', from: 'Birthday', to: 'Birthday · High chair' },
    ]);
    expect(next.pax).toBe(4);
    expect(next.seatingArea).toBeUndefined();
    expect(next.customer.name).toBe('Mia Chen');
    expect(editMovesSeats(changed)).toBe(true);
  });

  it('a contact change does not move seats; nothing sent is no change', () => {
    const { changed } = applyBookingEdit(booking, { mobile: '+61400000001' });
    expect(changed).toEqual([{ field: 'mobile', from: '+61412345678', to: '+61400000001' }]);
    expect(editMovesSeats(changed)).toBe(false);
    expect(applyBookingEdit(booking, {}).changed).toEqual([]);
  });

  it('the version counts status changes and edits', () => {
    expect(bookingVersion(booking)).toBe(1);
    expect(
      bookingVersion({
        ...booking,
        editHistory: [{ atIsoDateTimeUtc: '2026-12-01T00:00:00Z', byUid: 'u', byName: '', changes: [] }],
      }),
    ).toBe(2);
  });

  it('the request is bounded and explains bad values', () => {
    const bad = ZBookingEditRequest.safeParse({ basedOnVersion: 1, changes: { name: ' ', pax: 0 } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the guest’s name',
      'At least 1 guest',
    ]);
    expect(BOOKING_ERRORS.tableNotInUse.title).toBe('Unable to Accept the Booking');
  });
});

describe('booking reminders', () => {
  const at = (iso: string) => new Date(iso);
  it('are due from the lead time until the booked time, once per booked time', () => {
    expect(isReminderDue(booking, 120, at('2026-12-04T05:59:00Z'))).toBe(false);
    expect(isReminderDue(booking, 120, at('2026-12-04T06:00:00Z'))).toBe(true);
    expect(isReminderDue(booking, 120, at('2026-12-04T08:00:00Z'))).toBe(false);
    const sent = {
      ...booking,
      smsReminder: {
        status: 'sent' as const,
        forIsoDateTimeUtc: booking.bookedForIsoDateTimeUtc,
        atIsoDateTimeUtc: '2026-12-04T06:00:00.000Z',
      },
    };
    expect(isReminderDue(sent, 120, at('2026-12-04T07:00:00Z'))).toBe(false);
    // Moved to a later time: the new time gets its own reminder.
    expect(
      isReminderDue(
        { ...sent, bookedForIsoDateTimeUtc: '2026-12-04T09:00:00.000Z' },
        120,
        at('2026-12-04T07:30:00Z'),
      ),
    ).toBe(true);
  });

  it('are not sent when switched off, opted out of, or the booking is cancelled', () => {
    const now = at('2026-12-04T07:00:00Z');
    expect(isReminderDue(booking, 0, now)).toBe(false);
    expect(isReminderDue({ ...booking, reminderOptIn: false }, 120, now)).toBe(false);
    expect(isReminderDue({ ...booking, status: { code: 'cancelled' } }, 120, now)).toBe(false);
  });

  it("read the booking in the store's time with the opt-out prompt", () => {
    expect(
      bookingReminderText(booking, {
        restaurantName: 'Bella Vista',
        storeName: 'Bondi Beach',
        storePhone: '02 9130 0000',
        timezone: 'Australia/Sydney',
      }),
    ).toBe(
      'Reminder: your table for 2 guests at Bella Vista Bondi Beach, Friday 4 December at 7:00 pm. To change it, call 02 9130 0000.\nReply STOP to opt out',
    );
  });
});
