import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../src/data/stores';
import { StoreContactLines, StoreStatusChip } from '../../src/stores/StoreHeaderParts';
import { StoreListCard } from '../../src/stores/StoreListCard';
import { renderWithProviders } from '../support/renderWithProviders';

const store = (id: string, name: string, status?: 'OFFLINE') =>
  ({
    id,
    restaurantId: 'r1',
    name,
    status,
    phoneNumber: '02 9999 0000',
    address: { formattedAddress: `${name} St, Sydney` },
  }) as unknown as Store;

describe('StoreListCard (the store lists of the admin and staff apps)', () => {
  it('links each store where the app says, with its address and "Offline" on stores that are', () => {
    renderWithProviders(
      <StoreListCard
        stores={[{ store: store('bondi', 'Bondi') }, { store: store('manly', 'Manly', 'OFFLINE') }]}
        storeHref={(found) => `/stores/${found.id}`}
      />,
    );
    const [bondi, manly] = screen.getAllByRole('link');
    expect(bondi).toHaveAttribute('href', '/stores/bondi');
    expect(bondi).toHaveTextContent('BondiBondi St, Sydney');
    expect(within(bondi as HTMLElement).queryByText('Offline')).not.toBeInTheDocument();
    expect(manly).toHaveAttribute('href', '/stores/manly');
    expect(within(manly as HTMLElement).getByText('Offline')).toBeInTheDocument();
  });

  it('names the restaurant before the address when given one', () => {
    renderWithProviders(
      <StoreListCard
        stores={[{ store: store('bondi', 'Bondi'), restaurantName: 'Mario’s' }]}
        storeHref={() => '/x'}
      />,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Mario’s · Bondi St, Sydney');
  });
});

describe('store header parts', () => {
  it('shows the address and phone, and whether the store is online', () => {
    renderWithProviders(
      <>
        <StoreContactLines store={store('bondi', 'Bondi')} />
        <StoreStatusChip store={store('bondi', 'Bondi')} />
        <StoreStatusChip store={store('manly', 'Manly', 'OFFLINE')} />
      </>,
    );
    expect(screen.getByText(/Bondi St, Sydney/)).toBeInTheDocument();
    expect(screen.getByText(/02 9999 0000/)).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });
});
