import {
  defaultStoreTimings,
  defaultTradingHours,
  distanceInMetres,
  RADIUS_AREA_POINTS,
  ZStoreDeliverySettings,
  ZStoreEdit,
} from '@resto/domain';
import { describe, expect, it } from 'vitest';
import {
  restaurantEditValues,
  toRestaurantEditRequest,
} from '../../../web-admin/src/features/restaurants/restaurantEditForm';
import {
  customPaymentProblems,
  movedCustomPayment,
  NEW_CUSTOM_PAYMENT,
  withCustomPayment,
} from '../../../web-admin/src/features/settings/customPaymentForm';
import {
  insertPointNearestEdge,
  NEW_AREA_KM,
  newDeliveryArea,
  nextAreaName,
} from '../../../web-admin/src/features/settings/deliveryEdits';
import {
  copyMondayHoursToAllDays,
  copyMondayToAllDays,
} from '../../../web-admin/src/features/settings/hoursEdits';
import { parsePastedPoints, pointsAsText } from '../../../web-admin/src/features/settings/polygonText';
import { subProblems } from '../../../web-admin/src/features/settings/subProblems';
import {
  storeEditProblems,
  storeEditValues,
  streetOf,
  toStoreEditRequest,
} from '../../../web-admin/src/features/stores/storeEditForm';
import type { Restaurant } from '../../src/data/restaurants';
import { BONDI } from './storeSettingsSupport';

describe('pasted polygon points', () => {
  it('reads one "latitude, longitude" pair per line and round-trips', () => {
    const parsed = parsePastedPoints('-33.88, 151.26\n\n-33.88 151.28\n−33.90, 151.28');
    expect(parsed).toEqual({
      ok: true,
      points: [
        { latitude: '-33.88', longitude: '151.26' },
        { latitude: '-33.88', longitude: '151.28' },
        { latitude: '-33.90', longitude: '151.28' },
      ],
    });
    if (parsed.ok) expect(parsePastedPoints(pointsAsText(parsed.points))).toEqual(parsed);
  });

  it('names the line that is not a pair', () => {
    expect(parsePastedPoints('-33.88, 151.26\nBondi')).toEqual({
      ok: false,
      message: 'Line 2 is not "latitude, longitude": "Bondi".',
    });
    expect(parsePastedPoints('  ').ok).toBe(false);
  });
});

describe('delivery area edits', () => {
  it('starts a new area as everything within 3 km of the store', () => {
    const area = newDeliveryArea('Area 1', BONDI.address.geoPoint);
    expect(area.polygon).toHaveLength(RADIUS_AREA_POINTS);
    for (const corner of area.polygon)
      expect(distanceInMetres(BONDI.address.geoPoint, corner)).toBeCloseTo(NEW_AREA_KM * 1000, -2);
    expect(ZStoreDeliverySettings.safeParse({ areas: [area] }).success).toBe(true);
    expect(newDeliveryArea('Area 2', undefined).polygon).toEqual([]);
  });

  it('picks the next free area name', () => {
    expect(nextAreaName([{ name: 'Area 1' }, { name: 'Area 3' }])).toBe('Area 4');
    expect(nextAreaName([{ name: 'Bondi' }, { name: 'area 3' }])).toBe('Area 4');
    expect(nextAreaName([])).toBe('Area 1');
  });
});

describe('copying Monday', () => {
  it("copies Monday's sessions of one order type only", () => {
    const timings = defaultStoreTimings();
    timings.monday.delivery.firstSession.timePeriod = { startTimeOfDay: '5:00 PM', durationInHours: 5 };
    const copied = copyMondayToAllDays(timings, 'delivery');
    expect(copied.sunday.delivery.firstSession.timePeriod.startTimeOfDay).toBe('5:00 PM');
    expect(copied.sunday.pickup.firstSession.timePeriod.startTimeOfDay).toBe('10:00 AM');
    copied.sunday.delivery.firstSession.available = false;
    expect(copied.monday.delivery.firstSession.available).toBe(true);
  });

  it("copies Monday's trading hours to every day", () => {
    const hours = defaultTradingHours();
    hours.monday = { availableAllDay: true, dayIntervals: [] };
    expect(copyMondayHoursToAllDays(hours).friday).toEqual({ availableAllDay: true, dayIntervals: [] });
  });
});

describe('custom payment form', () => {
  const created = '2026-01-01T00:00:00.000Z';
  const voucher = {
    ...NEW_CUSTOM_PAYMENT,
    id: 'p1',
    name: 'Voucher',
    sortOrder: 0,
    createdIsoDateTimeUtc: created,
  };

  it('explains an empty or repeated name', () => {
    expect(customPaymentProblems({ ...NEW_CUSTOM_PAYMENT, name: '' }, [])).toEqual({
      name: 'Name must be 1 to 30 characters.',
    });
    expect(customPaymentProblems({ ...NEW_CUSTOM_PAYMENT, name: ' voucher ' }, [voucher])).toEqual({
      name: 'Another custom payment already has this name.',
    });
  });

  it('adds at the end, edits in place keeping the id, and moves', () => {
    const added = withCustomPayment([voucher], { ...NEW_CUSTOM_PAYMENT, name: ' Staff meal ' }, undefined);
    expect(added.map((payment) => payment.name)).toEqual(['Voucher', 'Staff meal']);
    expect(added[1]?.id).toBeUndefined();
    const edited = withCustomPayment(added, { ...NEW_CUSTOM_PAYMENT, name: 'Gift card' }, 0);
    expect(edited[0]).toMatchObject({ id: 'p1', name: 'Gift card', createdIsoDateTimeUtc: created });
    expect(movedCustomPayment(edited, 1, -1).map((payment) => payment.name)).toEqual([
      'Staff meal',
      'Gift card',
    ]);
    expect(movedCustomPayment(edited, 0, -1)).toEqual(edited);
  });
});

describe('store edit form', () => {
  it('splits the stored address and sends it back unchanged', () => {
    expect(streetOf(BONDI.address)).toBe('120 Campbell Parade');
    const request = toStoreEditRequest(storeEditValues(BONDI));
    expect(request.address.formattedAddress).toBe(BONDI.address.formattedAddress);
    expect(ZStoreEdit.safeParse(request).success).toBe(true);
  });

  it('keeps an address it cannot split whole', () => {
    const address = { ...BONDI.address, formattedAddress: 'Shop 3, 120 Campbell Pde, Bondi Beach NSW 2026' };
    expect(streetOf(address)).toBe('Shop 3, 120 Campbell Pde, Bondi Beach NSW 2026');
  });

  it('asks for a reason to go offline and drops it when online', () => {
    const values = { ...storeEditValues(BONDI), status: 'OFFLINE' as const, offlineReason: '' };
    expect(storeEditProblems(values).offlineReason).toBe('Tell customers why the store is offline.');
    expect(toStoreEditRequest({ ...values, status: 'ONLINE', offlineReason: 'old' })).not.toHaveProperty(
      'offlineReason',
    );
    expect(storeEditProblems({ ...values, offlineReason: 'Renovating' })).toEqual({});
  });

  it('explains a negative preparation time and a bad social link', () => {
    const values = storeEditValues(BONDI);
    const problems = storeEditProblems({
      ...values,
      collectionSettings: {
        ...values.collectionSettings,
        pickup: { available: true, prepTimeInMinutes: -5 },
      },
      socialLinks: { ...values.socialLinks, instagram: 'instagram.com/bondi' },
    });
    expect(problems['collectionSettings.pickup.prepTimeInMinutes']).toBe(
      'Preparation time cannot be negative.',
    );
    expect(problems['socialLinks.instagram']).toMatch(/http/);
  });
});

describe('restaurant edit form', () => {
  it('leaves out an empty contact email and a removed logo', () => {
    const restaurant: Restaurant = {
      id: 'r1',
      name: 'Bella',
      description: '',
      timezone: 'Australia/Sydney',
      country: { code: 'AU', name: 'Australia' },
      createdIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
    };
    const request = toRestaurantEditRequest({ ...restaurantEditValues(restaurant), contactEmail: ' ' });
    expect(request).toEqual({
      name: 'Bella',
      description: '',
      timezone: 'Australia/Sydney',
      country: { code: 'AU', name: 'Australia' },
    });
  });
});

describe('sub problems', () => {
  it('keeps the problems under a path, relative to it', () => {
    expect(subProblems({ 'areas.0.name': 'a', 'areas.1': 'b', areasX: 'c', areas: 'd' }, 'areas')).toEqual({
      '0.name': 'a',
      '1': 'b',
      '': 'd',
    });
  });
});

describe('a point clicked on the delivery map', () => {
  const square = [
    { latitude: '-33.80', longitude: '151.10' },
    { latitude: '-33.80', longitude: '151.12' },
    { latitude: '-33.82', longitude: '151.12' },
    { latitude: '-33.82', longitude: '151.10' },
  ];

  it('goes into the nearest edge, so the outline never crosses itself', () => {
    const east = { latitude: '-33.81', longitude: '151.13' };
    expect(insertPointNearestEdge(square, east)).toEqual([square[0], square[1], east, square[2], square[3]]);
    // Nearest to the closing edge (last point back to the first): it goes at the end.
    const west = { latitude: '-33.81', longitude: '151.09' };
    expect(insertPointNearestEdge(square, west)).toEqual([...square, west]);
  });

  it('is appended while the shape has fewer than two usable points', () => {
    const point = { latitude: '-33.81', longitude: '151.11' };
    expect(insertPointNearestEdge([square[0]!], point)).toEqual([square[0], point]);
    expect(insertPointNearestEdge([{ latitude: '', longitude: '' }, square[1]!], point)).toHaveLength(3);
  });
});
