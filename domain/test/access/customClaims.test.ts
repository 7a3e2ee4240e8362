import { describe, expect, it } from 'vitest';
import { ZCustomClaims } from '../../src';
import { messages } from '../support/schemaFixtures';

describe('custom claims', () => {
  it('custom claims: a device account holds exactly one device claim', () => {
    const device = { restaurantId: 'r1', storeId: 's1', deviceId: 'd1' };
    expect(ZCustomClaims.safeParse({ superAdmin: true }).success).toBe(true);
    expect(ZCustomClaims.safeParse({ posTerminal: device }).success).toBe(true);
    expect(messages(ZCustomClaims.safeParse({ posTerminal: device, kdsDevice: device }))).toEqual([
      'A device account cannot hold other roles',
    ]);
    expect(ZCustomClaims.safeParse({ printer: device, superAdmin: true }).success).toBe(false);
    expect(ZCustomClaims.safeParse({ printer: { restaurantId: 'r1' } }).success).toBe(false);
  });
});
