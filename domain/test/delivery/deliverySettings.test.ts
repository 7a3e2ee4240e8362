import { describe, expect, it } from 'vitest';
import { ZDeliveryArea } from '../../src';
import { messages } from '../support/schemaFixtures';

describe('delivery settings', () => {
  it('delivery areas need a polygon of at least 3 points', () => {
    const point = { latitude: '-33.8', longitude: '151.2' };
    expect(messages(ZDeliveryArea.safeParse({ id: 'a', name: 'Near', polygon: [point, point] }))).toEqual([
      'Draw the area with at least 3 points',
    ]);
    expect(ZDeliveryArea.parse({ id: 'a', name: 'Near', polygon: [point, point, point] })).toMatchObject({
      deliveryCharges: 0,
      shouldApplyThirdPartyDeliveryFee: false,
    });
  });
});
