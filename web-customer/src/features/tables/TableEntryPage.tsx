import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import Button from '@mui/material/Button';
import { LoadingScreen, StatusPanel, usePageTitle } from '@resto/web-common';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { useCart } from '../cart/cartStore';
import { tableLabel } from './tableLabel';

/**
 * `…/tables/:tableId`: where a table's QR code lands. Sets the cart to dine-in at this table and goes
 * to the menu, which then shows a "Table 12" banner; the checkout sends the table with the order.
 */
export default function TableEntryPage() {
  const { tableId = '' } = useParams();
  const { store, basePath } = useStoreContext();
  const setCollectionType = useCart((state) => state.setCollectionType);
  const setTableId = useCart((state) => state.setTableId);
  const navigate = useNavigate();
  const dineInOffered = store.collectionSettings.dineIn.available;
  usePageTitle(tableLabel(tableId));

  useEffect(() => {
    if (!dineInOffered || tableId.trim() === '') return;
    setCollectionType('dineIn');
    setTableId(tableId.trim());
    navigate(basePath, { replace: true });
  }, [dineInOffered, tableId, setCollectionType, setTableId, navigate, basePath]);

  if (!dineInOffered) {
    return (
      <StatusPanel
        icon={<RestaurantRounded />}
        eyebrow={tableLabel(tableId)}
        title="Table ordering is off right now"
        actions={
          <Button component={RouterLink} to={basePath} variant="contained">
            See the menu
          </Button>
        }
      >
        {store.name} isn't taking dine-in orders online at the moment. Please order at the counter, or choose
        pickup from the menu.
      </StatusPanel>
    );
  }
  return <LoadingScreen label={`Seating you at ${tableLabel(tableId).toLowerCase()}…`} />;
}
