import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type OrderSearchRecord } from '@resto/domain';
import { describeError, EmptyState, LoadingScreen } from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSearchIndex } from '../search/useSearchIndex';

const PAGE_SIZE = 20;

const SOURCE_LABELS: Record<string, string> = {
  website: 'Online',
  pos: 'POS',
  marketplace: 'Uber Eats',
  google: 'Online search',
};

/** Where an order of any source opens in admin (POS orders have their own page). */
function orderHref(hit: OrderSearchRecord): string {
  const base = `/restaurants/${encodeURIComponent(hit.restaurantId)}/stores/${encodeURIComponent(hit.storeId)}`;
  return hit.source === 'pos'
    ? `${base}/pos-orders/${encodeURIComponent(hit.orderId)}`
    : `${base}/orders/${encodeURIComponent(hit.orderId)}`;
}

/**
 * The store's orders that match what was typed (display number, customer name or phone, order id),
 * through the search service's orders index with a key that holds only this store's orders
 * (`/api/search/search-only-api-keys/restaurants/{r}/pos?storeId={s}`), 20 a page, best match first.
 */
export function OrderSearchResults({
  restaurantId,
  storeId,
  query,
  timezone,
}: {
  restaurantId: string;
  storeId: string;
  query: string;
  timezone: string;
}) {
  const [page, setPage] = useState({ query, index: 0 });
  const pageIndex = page.query === query ? page.index : 0;
  const answer = useSearchIndex<OrderSearchRecord>(
    `/api/search/search-only-api-keys/restaurants/${encodeURIComponent(restaurantId)}/pos?storeId=${encodeURIComponent(storeId)}`,
    'orders',
    { query, page: pageIndex, hitsPerPage: PAGE_SIZE },
  );
  const hits = answer.data?.hits ?? [];
  const pages = answer.data?.nbPages ?? 0;

  if (answer.error && !answer.data)
    return (
      <Alert severity="error" action={<Button onClick={answer.reload}>Try again</Button>}>
        {describeError(answer.error).message || 'We could not search the orders.'}
      </Alert>
    );
  if (!answer.data) return <LoadingScreen label="Searching orders…" />;
  if (hits.length === 0)
    return (
      <EmptyState
        icon={<SearchOffRounded />}
        title={`No order matches “${query}”`}
        description="Try the order number as printed (e.g. 42), part of the customer's name, or the last digits of their phone."
      />
    );
  return (
    <Card sx={{ opacity: answer.loading ? 0.6 : 1 }}>
      <List aria-label="Matching orders" disablePadding>
        {hits.map((hit) => (
          <ListItemButton key={hit.objectID} component={RouterLink} to={orderHref(hit)} divider>
            <ListItemText
              primary={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {hit.displayNumber ? `#${hit.displayNumber}` : 'No number yet'}
                  </Typography>
                  <Typography component="span">{hit.customerName || 'No name'}</Typography>
                  <Chip size="small" label={SOURCE_LABELS[hit.source] ?? hit.source} />
                </Stack>
              }
              secondary={[
                hit.placedIsoDateTimeUtc
                  ? new Date(hit.placedIsoDateTimeUtc).toLocaleString('en-AU', {
                      timeZone: timezone,
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })
                  : undefined,
                hit.mobile || undefined,
                formatMoney(hit.grandTotalInCents),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <ChevronRightRounded color="action" />
          </ListItemButton>
        ))}
      </List>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 1, p: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
          {answer.data.nbHits === 1 ? '1 order' : `${answer.data.nbHits} orders`}
          {pages > 1 ? ` · page ${pageIndex + 1} of ${pages}` : ''}
        </Typography>
        <Button disabled={pageIndex === 0} onClick={() => setPage({ query, index: pageIndex - 1 })}>
          Previous
        </Button>
        <Button disabled={pageIndex + 1 >= pages} onClick={() => setPage({ query, index: pageIndex + 1 })}>
          Next
        </Button>
      </Stack>
    </Card>
  );
}
