import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { StoreDevicesScreen } from '../devices/StoreDevicesScreen';
import { PrinterSettingsSections } from './PrinterSettingsSections';

/**
 * Printer apps are optional: the printers above print without one (cloud printers fetch their own
 * tickets; LAN, USB and Bluetooth printers print from the POS and staff screens). So when none is
 * paired, a quiet line says what one is for instead of an empty state that reads as "nothing set up"
 * under a list of working printers.
 */
function NoPrinterApps(addButton: ReactNode) {
  return (
    <Card variant="outlined" sx={{ bgcolor: 'transparent' }}>
      <Box
        sx={{
          px: { xs: 2, sm: 2.5 },
          py: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem' }}>
            Printer apps
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            None paired, and none is needed for the printers above. Pair a printer app only for a computer
            that signs in with a code to print for a station.
          </Typography>
        </Box>
        {addButton}
      </Box>
    </Card>
  );
}

/**
 * `/restaurants/:restaurantId/stores/:storeId/printer-settings`: the store's printers, what they
 * print and when, with a live preview and the print queue; below, printer apps paired by code.
 */
export default function PrinterSettingsPage() {
  const { restaurantId = '', storeId = '' } = useParams();
  return (
    <StoreDevicesScreen
      kind="printer"
      title="Printers"
      subtitle="Kitchen tickets, order stubs and receipts: which printer prints what, in which size, and when."
      icon={<PrintRounded />}
      note={<PrinterSettingsSections restaurantId={restaurantId} storeId={storeId} />}
      emptyState={NoPrinterApps}
    />
  );
}
