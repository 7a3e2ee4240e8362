import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import Button from '@mui/material/Button';
import type { PublicTable } from '@resto/domain';
import { ApiError, describeError, LoadingScreen, StatusPanel, useApi, usePageTitle } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { useCart } from '../cart/cartStore';
import { tableLabel } from './tableLabel';
import { rememberTableName } from './tableNames';

type Check = { status: 'checking' } | { status: 'refused'; title: string; message: string };

/**
 * `…/tables/:tableId`: where a table's QR code lands. The table is checked with the store first
 * (`GET /api/online-ordering/.../tables/:tableId`): an unknown or switched-off table is refused in
 * words; a good one sets the cart to dine-in at this table and goes to the menu, which then shows a
 * "Table 12" banner; the checkout sends the table with the order.
 */
export default function TableEntryPage() {
  const { tableId = '' } = useParams();
  const { restaurantId, storeId, store, basePath } = useStoreContext();
  const setCollectionType = useCart((state) => state.setCollectionType);
  const setTableId = useCart((state) => state.setTableId);
  const navigate = useNavigate();
  const api = useApi();
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const dineInOffered = store.collectionSettings.dineIn.available;
  usePageTitle(tableLabel(tableId));

  useEffect(() => {
    if (!dineInOffered) return;
    let live = true;
    api
      .get<{ table: PublicTable }>(
        `/api/online-ordering/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/tables/${encodeURIComponent(tableId.trim() || '-')}`,
      )
      .then(({ table }) => {
        if (!live) return;
        rememberTableName(table.id, table.name);
        setCollectionType('dineIn');
        setTableId(table.id);
        navigate(basePath, { replace: true });
      })
      .catch((failure: unknown) => {
        if (!live) return;
        const notFound = failure instanceof ApiError && (failure.status === 404 || failure.status === 400);
        setCheck({
          status: 'refused',
          title: notFound ? "We don't know this table" : 'We could not check your table',
          message: notFound
            ? failure.status === 404
              ? failure.message
              : 'This QR code is not for a table of this store.'
            : `${describeError(failure).message} Please try scanning the code again.`,
        });
      });
    return () => {
      live = false;
    };
  }, [api, dineInOffered, restaurantId, storeId, tableId, setCollectionType, setTableId, navigate, basePath]);

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
  if (check.status === 'refused') {
    return (
      <StatusPanel
        icon={<TableRestaurantRounded />}
        eyebrow={store.name}
        title={check.title}
        actions={
          <Button component={RouterLink} to={basePath} variant="contained">
            Order for pickup instead
          </Button>
        }
      >
        <span data-testid="table-refused">{check.message}</span>
      </StatusPanel>
    );
  }
  return <LoadingScreen label="Finding your table…" />;
}
