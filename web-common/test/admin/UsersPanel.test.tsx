import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Person, peopleFrom } from '../../../web-admin/src/features/users/people';
import { UsersPanel } from '../../../web-admin/src/features/users/UsersPanel';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

const PEOPLE: Person[] = peopleFrom(
  [
    { id: 'owner-1', email: 'olivia@example.com', displayName: 'Olivia Owner', role: 'admin' },
    { id: 'u-sam', email: 'sam@example.com', displayName: 'Sam Staff', role: 'user' },
    { id: 'u-kim', email: 'kim.chef@example.com', role: 'user' },
  ],
  [{ id: 'invite-1', email: 'new.hire@example.com', role: 'admin' }],
);

const BASE = '/api/restaurant-users/restaurants/r1/users';

function renderPanel(overrides: Partial<Parameters<typeof UsersPanel>[0]> = {}) {
  return renderWithProviders(
    <UsersPanel
      scope={{ restaurantId: 'r1' }}
      place="restaurant"
      people={PEOPLE}
      loading={false}
      error={undefined}
      canManage
      viewerUid="owner-1"
      {...overrides}
    />,
  );
}

const rowOf = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => vi.unstubAllGlobals());

describe('UsersPanel', () => {
  it('lists members before invitations with role labels and Active/Invited status', () => {
    renderPanel();
    const rows = within(screen.getByRole('list', { name: 'Restaurant users' })).getAllByRole('listitem', {
      name: /./,
    });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'kim.chef@example.com',
      'Olivia Owner',
      'Sam Staff',
      'new.hire@example.com',
    ]);
    expect(
      within(rowOf('Olivia Owner')).getByRole('combobox', { name: 'Role of Olivia Owner' }),
    ).toHaveTextContent('Admin User');
    expect(within(rowOf('Sam Staff')).getByRole('combobox')).toHaveTextContent('Standard User');
    expect(within(rowOf('Sam Staff')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('new.hire@example.com')).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf('Olivia Owner')).getByText('(you)')).toBeInTheDocument();
  });

  it('filters by name or email as you type, and says when nobody matches', async () => {
    renderPanel();
    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });

    await userEvent.type(search, 'SAM');
    expect(
      screen.getAllByRole('listitem', { name: /./ }).map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Sam Staff']);
    expect(screen.getByText('1 of 4 people')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'chef example');
    expect(
      screen.getAllByRole('listitem', { name: /./ }).map((row) => row.getAttribute('aria-label')),
    ).toEqual(['kim.chef@example.com']);

    await userEvent.clear(search);
    await userEvent.type(search, 'zed');
    expect(screen.getByText('No one matches “zed”.')).toBeInTheDocument();
  });

  it('asks before removing, naming the person, and removes them only after confirming', async () => {
    const calls = stubApi(() => ({ status: 200, body: { id: 'u-sam', removed: true } }));
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sam Staff?' });
    expect(
      within(dialog).getByText(/Sam Staff will no longer be able to open this restaurant's pages/),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam Staff' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Sam Staff was removed.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', url: `${BASE}/u-sam`, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Remove/ })).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's reason when removing the last admin is refused", async () => {
    stubApi(() => ({
      status: 409,
      body: { title: 'Last admin', message: 'A restaurant needs at least one admin.' },
    }));
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Olivia Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Olivia Owner?' });
    expect(within(dialog).getByText(/you will lose access to this restaurant yourself/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(dialog).findByText('Last admin')).toBeInTheDocument();
    expect(within(dialog).getByText('A restaurant needs at least one admin.')).toBeInTheDocument();
  });

  it('changes a role through the API and shows a refusal above the list', async () => {
    const calls = stubApi(({ url }) =>
      url.endsWith('/owner-1/role')
        ? { status: 409, body: { title: 'Last admin', message: 'Make someone else an admin first.' } }
        : { status: 200, body: { id: 'u-sam', role: 'admin', status: 'active' } },
    );
    renderPanel();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role of Sam Staff' }));
    await userEvent.click(screen.getByRole('option', { name: 'Admin User' }));
    expect(await screen.findByText('Role of Sam Staff changed to Admin User.')).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', url: `${BASE}/u-sam/role`, body: { role: 'admin' } });

    await userEvent.click(screen.getByRole('combobox', { name: 'Role of Olivia Owner' }));
    await userEvent.click(screen.getByRole('option', { name: 'Standard User' }));
    expect(await screen.findByText('Make someone else an admin first.')).toBeInTheDocument();
  });

  it('adds someone by email and says when they were invited rather than added', async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: { status: 'invited', id: 'inv-2', inviteId: 'inv-2' },
    }));
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a user' });
    expect(within(dialog).getByText(/we send an invitation/i)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Email'), 'nobody@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(
      within(dialog).getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Email'), 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));

    expect(
      await screen.findByText('Invitation sent to nobody@example.com. They get access once they accept it.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: `${BASE}/add`, body: { email: 'nobody@example.com', role: 'user' } },
    ]);
  });

  it('shows the list without controls to someone who is not an admin', () => {
    renderPanel({ canManage: false, viewerUid: 'u-sam' });
    expect(screen.getByText(/Only Admin Users can add people/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(within(rowOf('Olivia Owner')).getByText('Admin User')).toBeInTheDocument();
  });

  it('has a loading, an empty and an error state', () => {
    const { rerender } = renderPanel({ people: [], loading: true });
    expect(screen.getByLabelText('Loading users')).toBeInTheDocument();
    rerender(
      <UsersPanel
        scope={{ restaurantId: 'r1' }}
        place="store"
        people={[]}
        loading={false}
        error={undefined}
        canManage
        viewerUid="x"
      />,
    );
    expect(screen.getByRole('heading', { name: 'No store users yet' })).toBeInTheDocument();
    rerender(
      <UsersPanel
        scope={{ restaurantId: 'r1' }}
        place="store"
        people={[]}
        loading={false}
        error={{ code: 'permission-denied' }}
        canManage
        viewerUid="x"
      />,
    );
    expect(screen.getByText('Your account does not have access to this information.')).toBeInTheDocument();
  });
});
