import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import { StoreDevicesScreen } from './StoreDevicesScreen';

/** `/restaurants/:restaurantId/stores/:storeId/printer-settings`: receipt and kitchen printers. */
export default function PrinterSettingsPage() {
  return (
    <StoreDevicesScreen
      kind="printer"
      title="Printers"
      subtitle="Receipt and kitchen printers sign in to this store with a one-time pairing code, then print the store's tickets."
      icon={<PrintRounded />}
      note={
        <Alert severity="info" sx={{ mb: 3 }}>
          Printer model, connection (LAN, cloud, USB or Bluetooth), IP address and paper width are set up with
          printing; this page pairs printers and removes them.
        </Alert>
      }
    />
  );
}
