import { describe, expect, it } from 'vitest';
import {
  allowedOnlinePaymentTypes,
  DEFAULT_PAYMENT_SETTINGS,
  ZCustomPayment,
  ZPaymentSettings,
} from '../../src';
import { NOW } from '../support/schemaFixtures';

describe('payment settings', () => {
  it('payment settings default as the spec says', () => {
    const settings = ZPaymentSettings.parse({});
    expect(settings).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(allowedOnlinePaymentTypes(settings, 'pickup')).toEqual(['stripe', 'inStore']);
    expect(allowedOnlinePaymentTypes(settings, 'dineIn')).toEqual(['stripe', 'inStore']);
    expect(allowedOnlinePaymentTypes(settings, 'delivery')).toEqual(['stripe', 'cashOnDelivery']);
    const changed = ZPaymentSettings.parse({ delivery: { cardOnDelivery: true } });
    expect(changed.delivery).toEqual({
      stripe: true,
      inStore: false,
      cashOnDelivery: true,
      cardOnDelivery: true,
    });
  });

  it('custom payments default to every collection type', () => {
    expect(ZCustomPayment.parse({ id: 'cp', name: 'Voucher', createdIsoDateTimeUtc: NOW })).toMatchObject({
      availableForPickup: true,
      availableForDelivery: true,
      availableForDineIn: true,
      sortOrder: 0,
    });
  });
});
