import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  defaultOrderHistoryForm,
  describeError,
  OrderHistoryFilters,
  type OrderHistoryForm,
  OrderHistoryList,
  orderHistoryFilterFrom,
  PageHeader,
  useMyStores,
  useOrderHistory,
  usePageTitle,
} from '@resto/web-common';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListLoading } from '../../shared/ListLoading';
import { NotAddedYet } from '../../shared/NotAddedYet';
import { staffOrderPath } from './orderPaths';

/**
 * `/order-history`: past orders of one of this person's stores (picked at the top, `?store=r/s`),
 * filtered by dates, status, source and collection type, 25 a page, live.
 */
export default function OrderHistoryPage() {
  usePageTitle('Order history');
  const stores = useMyStores();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('store');
  const entry =
    stores.data.find(({ restaurant, store }) => `${restaurant.id}/${store.id}` === wanted) ?? stores.data[0];
  const timezone = entry?.store.timezone ?? 'Australia/Sydney';
  const [form, setForm] = useState<OrderHistoryForm | undefined>();
  const shownForm = form ?? defaultOrderHistoryForm(timezone);
  const { filter, problem } = orderHistoryFilterFrom(shownForm, timezone);
  const history = useOrderHistory(entry?.restaurant.id, entry?.store.id, filter);

  return (
    <>
      <PageHeader title="Order history" subtitle="Every order of your stores, newest first." />
      {stores.error && <Alert severity="error">{describeError(stores.error).message}</Alert>}
      {stores.loading && <ListLoading label="Loading your stores" />}
      {!stores.loading && !stores.error && stores.data.length === 0 && <NotAddedYet />}
      {entry && (
        <>
          <OrderHistoryFilters
            value={shownForm}
            onChange={setForm}
            problem={problem}
            leading={
              <TextField
                select
                size="small"
                label="Store"
                value={`${entry.restaurant.id}/${entry.store.id}`}
                onChange={(event) => setParams({ store: event.target.value }, { replace: true })}
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              >
                {stores.data.map(({ restaurant, store }) => (
                  <MenuItem key={`${restaurant.id}/${store.id}`} value={`${restaurant.id}/${store.id}`}>
                    {stores.data.length > 1 && restaurant.name !== store.name
                      ? `${store.name} (${restaurant.name})`
                      : store.name}
                  </MenuItem>
                ))}
              </TextField>
            }
          />
          {filter && <OrderHistoryList history={history} timezone={timezone} orderHref={staffOrderPath} />}
        </>
      )}
    </>
  );
}
