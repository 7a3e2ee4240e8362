import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressFinder } from '../../../web-admin/src/features/stores/AddressFinder';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

afterEach(() => vi.unstubAllGlobals());

const HALL_STREET = {
  formattedAddress: '10 Hall St, Bondi Beach NSW 2026, Australia',
  suburb: 'Bondi Beach',
  state: 'NSW',
  postcode: '2026',
  countryCode: 'AU',
  geoPoint: { latitude: '-33.8901', longitude: '151.2765' },
  streetLevel: true,
};

describe('AddressFinder', () => {
  it('looks the typed address up and fills the address and map position from the pick', async () => {
    const calls = stubApi(() => ({ status: 200, body: { places: [HALL_STREET] } }));
    const onPick = vi.fn();
    renderWithProviders(<AddressFinder restaurantId="r1" countryCode="AU" onPick={onPick} />);
    await userEvent.type(screen.getByLabelText('Find the address'), '10 Hall Street Bondi Beach');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await userEvent.click(await screen.findByRole('button', { name: /10 Hall St, Bondi Beach/ }));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/address-lookup/restaurants/r1',
      body: { query: '10 Hall Street Bondi Beach', countryCode: 'AU' },
    });
    expect(onPick).toHaveBeenCalledWith({
      street: '10 Hall St',
      suburb: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
      latitude: '-33.8901',
      longitude: '151.2765',
    });
    expect(screen.getByText(/filled in from “10 Hall St/)).toBeInTheDocument();
  });

  it('says so when nothing is found, and fills nothing', async () => {
    stubApi(() => ({ status: 200, body: { places: [] } }));
    const onPick = vi.fn();
    renderWithProviders(<AddressFinder restaurantId="r1" countryCode="AU" onPick={onPick} />);
    await userEvent.type(screen.getByLabelText('Find the address'), '1 Nowhere Lane{Enter}');
    expect(await screen.findByText(/couldn't find that address/)).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });
});
