import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingInvites } from '../../src/access/PendingInvites';
import type { PendingInvite } from '../../src/access/usePendingInvites';
import { ApiClientProvider } from '../../src/api/ApiClientContext';
import { createApiClient } from '../../src/api/apiClient';
import { AuthContext } from '../../src/auth/AuthContext';
import { createBrandTheme } from '../../src/theme/theme';
import { authValue, SIGNED_IN_USER, stubApi } from '../support/renderWithProviders';

const BELLA: PendingInvite = {
  restaurantId: 'bella',
  restaurantName: 'Bella Vista Pizzeria',
  role: 'admin',
  invitedBy: 'Olive Owner',
  invitedIsoDateTimeUtc: '2025-03-03T01:00:00.000Z',
};
const BONDI: PendingInvite = {
  restaurantId: 'noodle',
  restaurantName: 'Noodle Bar',
  storeId: 'newtown',
  storeName: 'Newtown',
  role: 'user',
  invitedBy: null,
  invitedIsoDateTimeUtc: null,
};

function renderInvites(props: Parameters<typeof PendingInvites>[0] = {}, user: User = SIGNED_IN_USER) {
  const client = createApiClient({ baseUrl: '', getIdToken: async () => 'id-token' });
  return render(
    <ThemeProvider theme={createBrandTheme()}>
      <AuthContext.Provider value={authValue(undefined, { ...user, emailVerified: true } as User)}>
        <ApiClientProvider client={client}>
          <PendingInvites {...props} />
        </ApiClientProvider>
      </AuthContext.Provider>
    </ThemeProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PendingInvites', () => {
  it('lists each invitation in words and accepts one, then tells the page', async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === 'GET' && url === '/api/user/invites')
        return { status: 200, body: { emailVerified: true, invites: [BELLA, BONDI] } };
      if (method === 'POST' && url === '/api/user/invites/accept')
        return { status: 200, body: { restaurantId: 'bella', role: 'admin', status: 'active' } };
      return { status: 500 };
    });
    const onAccepted = vi.fn();
    renderInvites({ onAccepted });

    const bella = await screen.findByRole('listitem', {
      name: 'Bella Vista Pizzeria invited you as Admin User',
    });
    expect(within(bella).getByText(/every store · invited by Olive Owner on/i)).toBeInTheDocument();
    const noodle = screen.getByRole('listitem', { name: 'Noodle Bar invited you as Standard User' });
    expect(within(noodle).getByText('Newtown store only · invited')).toBeInTheDocument();

    await userEvent.click(within(bella).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(BELLA));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/user/invites/accept',
      body: { restaurantId: 'bella' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /Bella Vista/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: /Noodle Bar/ })).toBeInTheDocument();
  });

  it('names roles as the app’s people read them when given words (the staff app)', async () => {
    stubApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { emailVerified: true, invites: [BELLA, BONDI] } }
        : { status: 500 },
    );
    renderInvites({ roleWords: { admin: 'Manager', user: 'Team member' } });
    await screen.findByRole('listitem', { name: 'Bella Vista Pizzeria invited you as Manager' });
    expect(
      screen.getByRole('listitem', { name: 'Noodle Bar invited you as Team member' }),
    ).toBeInTheDocument();
  });

  it('declines a store invitation, naming the store', async () => {
    const calls = stubApi(({ method, url }) => {
      if (method === 'GET') return { status: 200, body: { emailVerified: true, invites: [BONDI] } };
      if (url === '/api/user/invites/decline')
        return { status: 200, body: { restaurantId: 'noodle', storeId: 'newtown', declined: true } };
      return { status: 500 };
    });
    const onAccepted = vi.fn();
    renderInvites({ onAccepted });
    const noodle = await screen.findByRole('listitem', { name: /Noodle Bar/ });
    await userEvent.click(within(noodle).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /Noodle Bar/ })).not.toBeInTheDocument(),
    );
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/user/invites/decline',
      body: { restaurantId: 'noodle', storeId: 'newtown' },
    });
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('says in words when an invitation was withdrawn meanwhile, and shows the list as it is now', async () => {
    let withdrawn = false;
    stubApi(({ method }) => {
      if (method === 'GET')
        return { status: 200, body: { emailVerified: true, invites: withdrawn ? [] : [BELLA] } };
      withdrawn = true;
      return {
        status: 409,
        body: { title: 'Invitation withdrawn', message: 'This invitation to this restaurant was withdrawn.' },
      };
    });
    const onAccepted = vi.fn();
    renderInvites({ onAccepted });
    const bella = await screen.findByRole('listitem', { name: /Bella Vista/ });
    await userEvent.click(within(bella).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Invitation withdrawn')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /Bella Vista/ })).not.toBeInTheDocument(),
    );
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('asks an unverified email to verify, or stays quiet where the page already asks', async () => {
    stubApi(() => ({ status: 200, body: { emailVerified: false, invites: [], message: 'Verify…' } }));
    const { unmount } = renderInvites();
    expect(await screen.findByText(/verify your email address .* to see invitations/i)).toBeInTheDocument();
    unmount();
    renderInvites({ verifyHint: false });
    await waitFor(() => expect(screen.queryByLabelText('Loading invitations')).not.toBeInTheDocument());
    expect(screen.queryByText(/verify your email/i)).not.toBeInTheDocument();
  });

  it('shows loading, then a failure with a way to try again', async () => {
    let attempts = 0;
    stubApi(() => {
      attempts += 1;
      return attempts === 1
        ? { status: 500, body: { title: 'Something went wrong', message: 'Please try again.' } }
        : { status: 200, body: { emailVerified: true, invites: [BELLA] } };
    });
    renderInvites();
    expect(screen.getByLabelText('Loading invitations')).toBeInTheDocument();
    expect(await screen.findByText(/could not load your invitations/i)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: /Bella Vista/ })).toBeInTheDocument();
  });

  it('shows nothing when there are no invitations', async () => {
    stubApi(() => ({ status: 200, body: { emailVerified: true, invites: [] } }));
    const { container } = renderInvites();
    await waitFor(() => expect(screen.queryByLabelText('Loading invitations')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });
});
