import PrintRounded from '@mui/icons-material/PrintRounded';
import { useParams } from 'react-router-dom';
import { StoreDevicesScreen } from '../devices/StoreDevicesScreen';
import { PrinterSettingsSections } from './PrinterSettingsSections';

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
    />
  );
}
