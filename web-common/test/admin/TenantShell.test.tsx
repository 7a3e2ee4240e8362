import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TenantShell } from '../../../web-admin/src/app/shells/TenantShell';
import { decideTenantAccess, type MembershipRead } from '../../src/access/tenantAccess';
import { useViewerAccess } from '../../src/access/ViewerAccessContext';
import { Providers } from '../support/renderWithProviders';

/**
 * Stands in for the live read of the viewer's own membership document (what useDoc reports): the test
 * pushes "not answered yet", a role, or "no such document" as Firestore snapshots would.
 */
function fakeMembershipSource() {
  let current: MembershipRead;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => current,
    push(next: MembershipRead) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

function UsersPageStandIn() {
  const { role } = useViewerAccess();
  return <h1>Restaurant users (as {role})</h1>;
}

type MembershipSource = ReturnType<typeof fakeMembershipSource>;

/** The restaurant shell as RestaurantShell wires it, with the membership read from the fake source. */
function RestaurantShellUnderTest({ source }: { source: MembershipSource }) {
  const membership = useSyncExternalStore(source.subscribe, source.read);
  const access = decideTenantAccess({
    superAdmin: false,
    level: 'restaurant',
    restaurantMembership: membership,
  });
  return (
    <TenantShell
      place="restaurant"
      access={access}
      nav={[{ items: [{ label: 'Users', to: '/restaurants/r1/users' }] }]}
      drawerHeader={<p>Bella Vista</p>}
    />
  );
}

function renderRestaurantPages(source: MembershipSource) {
  const router = createMemoryRouter(
    [
      {
        path: '/restaurants/r1',
        element: <RestaurantShellUnderTest source={source} />,
        children: [{ path: 'users', element: <UsersPageStandIn /> }],
      },
    ],
    { initialEntries: ['/restaurants/r1/users'] },
  );
  render(
    <Providers router={false}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('restaurant pages guarded by the live membership', () => {
  it('checks, shows the page to a member, and turns into "not allowed" the moment the membership is removed', () => {
    const source = fakeMembershipSource();
    renderRestaurantPages(source);

    expect(screen.getByText('Checking your access…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Restaurant users/ })).not.toBeInTheDocument();

    act(() => source.push('admin'));
    expect(screen.getByRole('heading', { name: 'Restaurant users (as admin)' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Users' }).length).toBeGreaterThan(0);

    act(() => source.push(null));
    expect(
      screen.getByRole('heading', { name: "You don't have access to this restaurant" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Restaurant users/ })).not.toBeInTheDocument();
    // The restaurant's navigation goes with it: nothing left to click into.
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('follows a role change without a reload', () => {
    const source = fakeMembershipSource();
    renderRestaurantPages(source);
    act(() => source.push('admin'));
    act(() => source.push('user'));
    expect(screen.getByRole('heading', { name: 'Restaurant users (as user)' })).toBeInTheDocument();
  });
});
