import KitchenRounded from '@mui/icons-material/KitchenRounded';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevicesPanel } from '../../../web-admin/src/features/devices/DevicesPanel';
import { DEVICE_KIND_COPY } from '../../../web-admin/src/features/devices/deviceKinds';
import { groupedCode, PairingCodeDialog } from '../../../web-admin/src/features/devices/PairingCodeDialog';
import type { Device } from '../../src/data/devices';
import { renderWithProviders, stubApi } from '../support/renderWithProviders';

const KDS = DEVICE_KIND_COPY.kdsDevice;
const BASE = '/api/kds/restaurants/r1/stores/bondi/devices';

function device(id: string, name: string, fields: Partial<Device> = {}): Device {
  return {
    id,
    name,
    restaurantId: 'r1',
    storeId: 'bondi',
    revoked: false,
    createdIsoDateTimeUtc: '2026-01-05T00:00:00.000Z',
    ...fields,
  };
}

const DEVICES: Device[] = [
  device('k1', 'Pass screen', { authUid: 'kdsDevice-1', pairedIsoDateTimeUtc: '2026-01-06T01:00:00.000Z' }),
  device('k2', 'Grill screen', { pairingCodeExpiresIsoDateTimeUtc: '2099-01-01T00:00:00.000Z' }),
  device('k3', 'Old screen', { revoked: true, revokedIsoDateTimeUtc: '2026-01-07T01:00:00.000Z' }),
];

function renderPanel(devices: Device[] = DEVICES, canManage = true) {
  return renderWithProviders(
    <DevicesPanel
      copy={KDS}
      icon={<KitchenRounded />}
      restaurantId="r1"
      storeId="bondi"
      devices={devices}
      loading={false}
      error={undefined}
      canManage={canManage}
      timezone="Australia/Sydney"
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PairingCodeDialog', () => {
  it('shows the one-time code large, says where to type it and when it expires, and copies it', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    renderWithProviders(
      <PairingCodeDialog
        issued={{
          id: 'k9',
          pairingCode: 'KDS2BOND',
          pairingCodeExpiresIsoDateTimeUtc: '2026-03-01T09:30:00.000Z',
        }}
        deviceName="Pass screen"
        copy={KDS}
        timezone="Australia/Sydney"
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pair “Pass screen”' });
    // Stand in for the browser's clipboard, to see what the button copies.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    expect(within(dialog).getByLabelText('Pairing code')).toHaveTextContent('KDS2 BOND');
    expect(
      within(dialog).getByRole('link', { name: 'http://127.0.0.1:5007/auth/login' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/expires in 24 hours \(Sun 1 Mar 2026, 8:30 PM\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/This is the only time the code is shown/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('KDS2BOND');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('groups codes in fours so they are easy to read out', () => {
    expect(groupedCode('ABCD2345')).toBe('ABCD 2345');
  });
});

describe('DevicesPanel', () => {
  it('shows each device with its pairing status and hides removed ones until asked', async () => {
    renderPanel();
    expect(
      within(screen.getByRole('listitem', { name: 'Pass screen' })).getByText('Paired'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Grill screen' })).getByText('Waiting for pairing'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Old screen' })).not.toBeInTheDocument();
    expect(screen.getByText('2 kitchen displays in service')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show removed devices (1)' }));
    expect(
      within(screen.getByRole('listitem', { name: 'Old screen' })).getByText('Revoked'),
    ).toBeInTheDocument();
  });

  it('adds a device and shows its pairing code from the API', async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: {
        id: 'k9',
        pairingCode: 'ZX7K4M2P',
        pairingCodeExpiresIsoDateTimeUtc: '2026-03-01T09:30:00.000Z',
      },
    }));
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Add kitchen display' }));
    const nameDialog = screen.getByRole('dialog', { name: 'Add kitchen display' });
    await userEvent.click(within(nameDialog).getByRole('button', { name: 'Add and get pairing code' }));
    expect(within(nameDialog).getByText('Enter a name for the device.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(nameDialog).getByLabelText('Device name'), '  Expo screen ');
    await userEvent.click(within(nameDialog).getByRole('button', { name: 'Add and get pairing code' }));

    const codeDialog = await screen.findByRole('dialog', { name: 'Pair “Expo screen”' });
    expect(within(codeDialog).getByLabelText('Pairing code')).toHaveTextContent('ZX7K 4M2P');
    expect(calls).toEqual([{ method: 'POST', url: BASE, body: { name: 'Expo screen' } }]);
  });

  it("names a store's first screen for the owner, so adding it is one click", async () => {
    const calls = stubApi(() => ({ status: 201, body: { id: 'k1', pairingCode: 'ZX7K4M2P' } }));
    renderPanel([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add kitchen display' })[0] as HTMLElement);
    const nameDialog = screen.getByRole('dialog', { name: 'Add kitchen display' });
    expect(within(nameDialog).getByLabelText('Device name')).toHaveValue('Kitchen screen');
    await userEvent.click(within(nameDialog).getByRole('button', { name: 'Add and get pairing code' }));
    await screen.findByRole('dialog', { name: 'Pair “Kitchen screen”' });
    expect(calls).toEqual([{ method: 'POST', url: BASE, body: { name: 'Kitchen screen' } }]);
  });

  it('issues a new pairing code for an existing device', async () => {
    const calls = stubApi(() => ({ status: 201, body: { id: 'k1', pairingCode: 'NEWC0DE2' } }));
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Pass screen' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'New pairing code' }));

    const codeDialog = await screen.findByRole('dialog', { name: 'Pair “Pass screen”' });
    expect(within(codeDialog).getByLabelText('Pairing code')).toHaveTextContent('NEWC 0DE2');
    expect(calls).toEqual([{ method: 'POST', url: `${BASE}/k1/pairing-code`, body: undefined }]);
  });

  it('removes a device only after a confirmation that says it is signed out at once', async () => {
    const calls = stubApi(() => ({ status: 200, body: { id: 'k2', revoked: true } }));
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Grill screen' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove device' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Grill screen?' });
    expect(within(dialog).getByText(/Grill screen is signed out at once/)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByText('Grill screen was removed and signed out.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', url: `${BASE}/k2`, body: undefined }]);
  });

  it("shows the API's answer in words when the route is missing", async () => {
    stubApi(() => ({
      status: 404,
      body: { title: 'Not found', message: 'No API route for POST /api/kds/….' },
    }));
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Pass screen' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'New pairing code' }));
    await waitFor(() => expect(screen.getByText('No API route for POST /api/kds/….')).toBeInTheDocument());
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('offers no device actions to someone who is not an admin', () => {
    renderPanel(DEVICES, false);
    expect(screen.getByRole('button', { name: 'Add kitchen display' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });
});

describe('DevicesPanel with a quiet empty state (the printer page)', () => {
  it('shows the page’s own line instead of “No … yet” when none is in service, and the list when one is', async () => {
    const quiet = (addButton: ReactNode) => (
      <div>
        <p>None paired, and none is needed.</p>
        {addButton}
      </div>
    );
    const props = {
      copy: DEVICE_KIND_COPY.printer,
      icon: <KitchenRounded />,
      restaurantId: 'r1',
      storeId: 'bondi',
      loading: false,
      error: undefined,
      canManage: true,
      timezone: 'Australia/Sydney',
      emptyState: quiet,
    };
    const view = renderWithProviders(<DevicesPanel {...props} devices={[]} />);
    expect(screen.getByText('None paired, and none is needed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add printer app' })).toBeTruthy();
    expect(screen.queryByText('No printer apps yet')).toBeNull();
    view.unmount();
    renderWithProviders(<DevicesPanel {...props} devices={[device('p1', 'Kitchen print app')]} />);
    expect(screen.getByText('Kitchen print app')).toBeTruthy();
    expect(screen.queryByText('None paired, and none is needed.')).toBeNull();
  });
});
