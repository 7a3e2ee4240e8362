import { describe, expect, it } from 'vitest';
import { ZTableBooking, ZTableBookingSettings } from '../../src';
import { messages, NOW } from '../support/schemaFixtures';

describe('table bookings', () => {
  it('settings default to 2-10 people up to 90 days ahead', () => {
    expect(ZTableBookingSettings.parse({})).toEqual({
      enable: false,
      minPax: 2,
      maxPax: 10,
      numOfDaysInAdvance: 90,
      seatingAreaInfo: { mandatory: false, areaNames: [] },
      specialRequestInfo: { templates: [] },
      slotIntervalInMinutes: 15,
      durationInMinutes: 90,
      leadTimeInMinutes: 60,
      lastBookingBeforeCloseInMinutes: 60,
      smsReminderMinutesBefore: 120,
    });
    expect(messages(ZTableBookingSettings.safeParse({ minPax: 8, maxPax: 4 }))).toEqual([
      'Minimum party size cannot be more than the maximum',
    ]);
    expect(messages(ZTableBookingSettings.safeParse({ seatingAreaInfo: { mandatory: true } }))).toEqual([
      'Add at least one seating area, or make choosing one optional',
    ]);
  });

  it('a booking parses', () => {
    const booking = ZTableBooking.parse({
      id: 'b1',
      uid: 'u1',
      restaurantId: 'r1',
      storeId: 's1',
      bookedForIsoDateTimeUtc: '2025-03-08T08:00:00Z',
      customer: { mobile: '+61412345678', name: "Siobhán O'Brien" },
      pax: 4,
      placedIsoDateTime: '2025-03-01T20:30:00+11:00',
      placedIsoDateTimeUtc: NOW,
      status: {},
      source: 'ONLINE',
    });
    expect(booking.status.code).toBe('new');
    expect(booking.specialRequest).toEqual({ note: '' });
  });
});
