import { describe, expect, it } from 'vitest';
import { tableBookingEmail, ZTableBooking, ZTableBookingSettings } from '../../src';
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

describe('booking emails', () => {
  const booking = {
    bookedForIsoDateTimeUtc: '2026-12-04T08:00:00.000Z',
    pax: 2,
    seatingArea: 'Courtyard',
    customer: { name: 'Mia <Chen>', mobile: '+61412555019', unverifiedEmail: 'mia@example.com' },
    specialRequest: { note: 'Window', template: 'Birthday' },
  };
  const store = {
    restaurantName: 'Bella Vista',
    storeName: 'Bondi',
    storePhone: '02 9130 1234',
    timezone: 'Australia/Sydney',
  };

  it('the reminder names the time in the store’s timezone, the party and whom to call; html is escaped', () => {
    const email = tableBookingEmail(booking, 'reminder', store);
    expect(email.subject).toBe('See you soon: Bella Vista Bondi, Friday 4 December at 7:00 pm');
    expect(email.text).toContain('A reminder of your table booking with us.');
    expect(email.text).toContain('Guests: 2');
    expect(email.text).toContain('call us on 02 9130 1234');
    expect(email.html).toContain('Mia &lt;Chen&gt;');
    expect(tableBookingEmail(booking, 'accepted', store).subject).toMatch(/^Your table is booked: /);
  });
});
