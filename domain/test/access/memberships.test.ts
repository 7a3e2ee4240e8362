import { describe, expect, it } from 'vitest';
import {
  LAST_ADMIN_MESSAGE,
  lastAdminProblem,
  normaliseEmail,
  roleAtLeast,
  strongerRole,
  ZMemberEmail,
  ZRestaurantInvite,
  ZStoreMember,
  ZUserRole,
} from '../../src';

describe('roles', () => {
  it('ranks admin above user', () => {
    expect(roleAtLeast('admin', 'user')).toBe(true);
    expect(roleAtLeast('admin', 'admin')).toBe(true);
    expect(roleAtLeast('user', 'user')).toBe(true);
    expect(roleAtLeast('user', 'admin')).toBe(false);
  });

  it('takes the stronger of a restaurant and a store role', () => {
    expect(strongerRole('user', 'admin')).toBe('admin');
    expect(strongerRole('admin', undefined)).toBe('admin');
    expect(strongerRole(undefined, 'user')).toBe('user');
    expect(strongerRole(undefined, undefined)).toBeUndefined();
  });

  it('explains an unknown role', () => {
    expect(ZUserRole.safeParse('owner').error?.issues[0]?.message).toBe('Choose a role: admin or user');
  });
});

describe('member emails', () => {
  it('are compared trimmed and lowercase', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(ZMemberEmail.parse(' Ada@Example.com')).toBe('ada@example.com');
  });

  it('must be an email address', () => {
    expect(ZMemberEmail.safeParse('ada').success).toBe(false);
  });
});

describe('stored memberships and invites', () => {
  it('parse the documents the API writes', () => {
    expect(
      ZStoreMember.parse({
        uid: 'u1',
        email: 'a@b.co',
        role: 'user',
        restaurantId: 'r1',
        storeId: 's1',
        createdIsoDateTimeUtc: '2025-01-01T00:00:00.000Z',
      }).storeId,
    ).toBe('s1');
    expect(
      ZRestaurantInvite.safeParse({
        email: 'a@b.co',
        role: 'admin',
        restaurantId: 'r1',
        createdIsoDateTimeUtc: '2025-01-01T00:00:00.000Z',
      }).success,
    ).toBe(false);
  });
});

describe('lastAdminProblem', () => {
  const members = [
    { id: 'ann', role: 'admin' as const },
    { id: 'bob', role: 'user' as const },
  ];

  it('refuses removing or demoting the only admin', () => {
    expect(lastAdminProblem(members, { memberId: 'ann', newRole: null })).toBe(LAST_ADMIN_MESSAGE);
    expect(lastAdminProblem(members, { memberId: 'ann', newRole: 'user' })).toBe(LAST_ADMIN_MESSAGE);
  });

  it('allows changes that keep an admin', () => {
    expect(lastAdminProblem(members, { memberId: 'ann', newRole: 'admin' })).toBeUndefined();
    expect(lastAdminProblem(members, { memberId: 'bob', newRole: null })).toBeUndefined();
    expect(lastAdminProblem(members, { memberId: 'bob', newRole: 'admin' })).toBeUndefined();
    expect(lastAdminProblem(members, { memberId: 'nobody', newRole: null })).toBeUndefined();
    const twoAdmins = [...members, { id: 'cat', role: 'admin' as const }];
    expect(lastAdminProblem(twoAdmins, { memberId: 'ann', newRole: null })).toBeUndefined();
  });
});
