import { describe, expect, it } from 'vitest';
import { decideTenantAccess } from '../src/access/tenantAccess';

describe('decideTenantAccess', () => {
  it('lets a restaurant member into the restaurant with their role', () => {
    expect(
      decideTenantAccess({ superAdmin: false, level: 'restaurant', restaurantMembership: 'user' }),
    ).toEqual({
      status: 'allowed',
      role: 'user',
      restaurantRole: 'user',
      superAdmin: false,
      readOnly: false,
    });
  });

  it('waits for the server before deciding, and refuses once it says there is no membership', () => {
    expect(
      decideTenantAccess({ superAdmin: false, level: 'restaurant', restaurantMembership: undefined }),
    ).toEqual({
      status: 'loading',
    });
    expect(
      decideTenantAccess({ superAdmin: false, level: 'restaurant', restaurantMembership: null }),
    ).toEqual({
      status: 'denied',
    });
  });

  it('keeps a store-only member out of the restaurant pages but lets them into their store', () => {
    expect(
      decideTenantAccess({
        superAdmin: false,
        level: 'restaurant',
        restaurantMembership: null,
        storeMembership: 'admin',
      }),
    ).toEqual({ status: 'denied' });
    expect(
      decideTenantAccess({
        superAdmin: false,
        level: 'store',
        restaurantMembership: null,
        storeMembership: 'admin',
      }),
    ).toMatchObject({ status: 'allowed', role: 'admin', restaurantRole: undefined });
  });

  it('gives the stronger of the two roles in a store, after both have been read', () => {
    expect(
      decideTenantAccess({
        superAdmin: false,
        level: 'store',
        restaurantMembership: 'user',
        storeMembership: undefined,
      }),
    ).toEqual({ status: 'loading' });
    expect(
      decideTenantAccess({
        superAdmin: false,
        level: 'store',
        restaurantMembership: 'admin',
        storeMembership: 'user',
      }),
    ).toMatchObject({ status: 'allowed', role: 'admin' });
    expect(
      decideTenantAccess({
        superAdmin: false,
        level: 'store',
        restaurantMembership: null,
        storeMembership: null,
      }),
    ).toEqual({ status: 'denied' });
  });

  it('lets super admins see every tenant as admins do, read-only unless they are an admin member there', () => {
    expect(decideTenantAccess({ superAdmin: true, level: 'store', restaurantMembership: undefined })).toEqual(
      {
        status: 'loading',
      },
    );
    expect(
      decideTenantAccess({
        superAdmin: true,
        level: 'store',
        restaurantMembership: null,
        storeMembership: null,
      }),
    ).toEqual({
      status: 'allowed',
      role: 'admin',
      restaurantRole: undefined,
      superAdmin: true,
      readOnly: true,
    });
    expect(
      decideTenantAccess({ superAdmin: true, level: 'restaurant', restaurantMembership: 'admin' }),
    ).toMatchObject({ status: 'allowed', role: 'admin', readOnly: false });
  });

  it('reports a failed read instead of pretending the viewer is not a member', () => {
    expect(
      decideTenantAccess({
        superAdmin: false,
        level: 'restaurant',
        restaurantMembership: undefined,
        failed: true,
      }),
    ).toEqual({ status: 'failed' });
  });
});
