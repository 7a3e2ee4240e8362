import AppsRounded from '@mui/icons-material/AppsRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PercentRounded from '@mui/icons-material/PercentRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { QuickLink } from '../../shared/QuickLinks';

/** The store settings pages not already among the overview's main links, for its "Store settings" group. */
export function storeSettingsLinks(base: string): QuickLink[] {
  return [
    {
      label: 'Store details',
      description: 'Address, status, order types, links',
      to: `${base}/edit`,
      icon: <EditRounded />,
    },
    {
      label: 'Trading hours',
      description: 'Opening hours customers see',
      to: `${base}/settings/store-trading-hours`,
      icon: <StorefrontRounded />,
    },
    {
      label: 'Holidays',
      description: 'Dates the store is closed',
      to: `${base}/settings/holidays`,
      icon: <EventBusyRounded />,
    },
    {
      label: 'Delivery areas',
      description: 'Where you deliver and what it costs',
      to: `${base}/settings/delivery_area`,
      icon: <DeliveryDiningRounded />,
    },
    {
      label: 'Payments',
      description: 'How customers can pay',
      to: `${base}/settings/payments`,
      icon: <PaymentsRounded />,
    },
    {
      label: 'Checkout surcharges',
      description: 'Credit card and eftpos surcharges',
      to: `${base}/settings/checkout`,
      icon: <CreditCardRounded />,
    },
    {
      label: 'Holiday surcharge',
      description: 'Extra charge on public holidays',
      to: `${base}/settings/public-holidays-surcharge`,
      icon: <PercentRounded />,
    },
    { label: 'Add-ons', description: 'Optional features', to: `${base}/add-ons`, icon: <AppsRounded /> },
  ];
}
