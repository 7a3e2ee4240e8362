import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Alert from '@mui/material/Alert';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CollectionType } from '@resto/domain';
import type { ReactElement } from 'react';
import { COLLECTION_TYPE_LABELS } from '../tradingHours/tradingHoursView';
import { CheckoutSection } from './CheckoutSection';

const ICONS: Record<CollectionType, ReactElement> = {
  pickup: <ShoppingBagRounded />,
  delivery: <DeliveryDiningRounded />,
  dineIn: <RestaurantRounded />,
};

/** Pickup / delivery / dine-in, as the store's collection settings allow. */
export function CollectionTypeSection({
  offered,
  value,
  tableId,
  onChange,
}: {
  offered: readonly CollectionType[];
  value: CollectionType;
  tableId: string | null;
  onChange: (type: CollectionType) => void;
}) {
  return (
    <CheckoutSection id="checkout-collection" title="How would you like it?">
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        onChange={(_event, next: CollectionType | null) => next && onChange(next)}
        aria-label="Collection type"
      >
        {offered.map((type) => (
          <ToggleButton
            key={type}
            value={type}
            sx={{ gap: 1, py: 1.25, flexDirection: { xs: 'column', sm: 'row' }, textTransform: 'none' }}
          >
            {ICONS[type]}
            {COLLECTION_TYPE_LABELS[type]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value === 'dineIn' &&
        (tableId ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            Your order goes to table {tableId}.
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }}>
            To order dine-in, scan the QR code on your table: it tells the kitchen where to bring your food.
          </Alert>
        ))}
    </CheckoutSection>
  );
}
