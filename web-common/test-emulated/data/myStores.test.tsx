import { render, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthContext } from '../../src/auth/AuthContext';
import { useMyStores } from '../../src/data/myStores';
import { authValue } from '../../test/support/renderWithProviders';
import { signInMemberOf, uniqueRestaurantId, writeAsServer } from '../support/emulatorSuite';

/**
 * useMyStores against the emulators: the live list comes from the member's documents as the rules
 * let them read it, and a device that saw the list before shows that one at once (a staff board can
 * start listening before the live answer), then the live one.
 */
const restaurantId = uniqueRestaurantId('hint');
let user: User;

beforeAll(async () => {
  user = await signInMemberOf(restaurantId, 'admin');
  await writeAsServer(`restaurants/${restaurantId}`, { id: restaurantId, name: 'Harbour Group' });
  await writeAsServer(`restaurants/${restaurantId}/stores/live-store`, {
    id: 'live-store',
    restaurantId,
    name: 'Live Store',
  });
});

function StoreNames() {
  const { data, loading, fromHint, error } = useMyStores();
  if (error) return <p data-testid="stores">error: {error.message}</p>;
  return (
    <p data-testid="stores">
      {loading
        ? 'loading'
        : `${fromHint ? 'hint' : 'live'}: ${data.map((entry) => entry.store.name).join(', ')}`}
    </p>
  );
}

const renderAsMember = () =>
  render(
    <AuthContext.Provider value={authValue(undefined, user)}>
      <StoreNames />
    </AuthContext.Provider>,
  );

describe('useMyStores', () => {
  it('a first visit waits for the live list, then remembers it on this device', async () => {
    localStorage.clear();
    renderAsMember();
    expect(screen.getByTestId('stores')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('stores')).toHaveTextContent('live: Live Store'), {
      timeout: 15_000,
    });
    const remembered = JSON.parse(localStorage.getItem(`resto.myStores.${user.uid}`) ?? '[]') as {
      store: { name: string };
    }[];
    expect(remembered.map((entry) => entry.store.name)).toEqual(['Live Store']);
  });

  it('a returning device shows the list it remembers at once, then the live one replaces it', async () => {
    localStorage.setItem(
      `resto.myStores.${user.uid}`,
      JSON.stringify([
        {
          restaurant: { id: restaurantId, name: 'Harbour Group' },
          store: { id: 'closed-store', restaurantId, name: 'Closed Store' },
          role: 'admin',
          access: 'restaurant',
        },
      ]),
    );
    renderAsMember();
    expect(screen.getByTestId('stores')).toHaveTextContent('hint: Closed Store');
    await waitFor(() => expect(screen.getByTestId('stores')).toHaveTextContent('live: Live Store'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('stores')).not.toHaveTextContent('Closed Store');
  });
});
