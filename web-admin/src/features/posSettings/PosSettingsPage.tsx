import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PosSettings, PosSettingsGroup } from '@resto/domain';
import { storeDevices, useQuery, useStoreSetting, useViewerAccess } from '@resto/web-common';
import { storePath } from '../../shared/paths';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { DevicesPanel } from '../devices/DevicesPanel';
import { DEVICE_KIND_COPY } from '../devices/deviceKinds';
import { TeamAppAddresses } from '../sharing/TeamAppAddresses';
import { describePosSettings, PosSettingsFields } from './PosSettingsFields';

/**
 * `/restaurants/:restaurantId/stores/:storeId/pos-settings`: the store's POS terminals (pairing, and a
 * link to each terminal's own settings) above the POS settings every terminal starts from.
 */
export default function PosSettingsPage() {
  const context = useStoreContext();
  const { restaurantId, storeId } = context;
  const { isAdmin } = useViewerAccess();
  const form = useSettingsForm(
    restaurantId,
    storeId,
    'posSettings',
    'Saved. Terminals that follow the store use the new settings straight away.',
  );
  const customPayments = useStoreSetting(restaurantId, storeId, 'customPayments').data?.customPayments ?? [];
  const devices = useQuery(storeDevices('posTerminal', restaurantId, storeId));
  const timezone = context.store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <SettingsScreen
      title="POS terminals"
      subtitle="Each counter terminal signs in to this store with a one-time pairing code. Removing a terminal signs it out at once. Below: the POS settings every terminal uses unless it has its own."
      context={context}
      form={form}
      defaultsNote="Terminals use the standard POS settings shown here until you save your own."
      describe={(value) => describePosSettings(value, customPayments)}
      experienceTitle="What the tills do"
      notice={
        <Box sx={{ mb: 3 }}>
          <TeamAppAddresses />
          <DevicesPanel
            copy={DEVICE_KIND_COPY.posTerminal}
            icon={<PointOfSaleRounded />}
            restaurantId={restaurantId}
            storeId={storeId}
            devices={devices.data}
            loading={devices.loading}
            error={devices.error}
            canManage={isAdmin}
            timezone={timezone}
            settingsPathOf={(device) => `${storePath(restaurantId, storeId)}/pos-settings/${device.id}`}
          />
          <Typography variant="h3" component="h2" sx={{ mt: 4 }}>
            Store POS settings
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Every terminal uses these unless its own settings page says otherwise.
          </Typography>
        </Box>
      }
    >
      {(value, editable) => (
        <PosSettingsFields
          value={value}
          onChange={<G extends PosSettingsGroup>(group: G, next: PosSettings[G]) =>
            form.update((current) => ({ ...current, [group]: next }))
          }
          problems={form.problems}
          disabled={!editable}
          customPayments={customPayments}
        />
      )}
    </SettingsScreen>
  );
}
