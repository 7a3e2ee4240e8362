import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoney } from '@resto/domain';
import {
  describeError,
  EmptyState,
  formatStoreDate,
  LoadingScreen,
  PageHeader,
  SearchField,
  usePageTitle,
  useRestaurant,
} from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { PageButtons } from '../../shared/PageButtons';
import { useSearchPages } from '../../shared/useSearchPages';

const PAGE_SIZE = 25;

export interface ListedCustomer {
  customerKey: string;
  name: string;
  mobileNumberE164?: string;
  unverifiedEmail: string;
  previousOrderCount: number;
  previousPosOrderCount: number;
  previousGoogleOrderCount: number;
  isMarketingConsentCollectionEnabled: boolean;
  lastOrderIsoDateTimeUtc?: string;
  loyaltyBalance?: number;
}

interface CustomersAnswer {
  customers: ListedCustomer[];
  total: number;
  nextCursor?: string;
}

function orderCount(customer: ListedCustomer): number {
  return customer.previousOrderCount + customer.previousPosOrderCount + customer.previousGoogleOrderCount;
}

function ConsentChip({ consent }: { consent: boolean }) {
  return consent ? (
    <Chip size="small" color="success" variant="outlined" label="Marketing OK" />
  ) : (
    <Chip size="small" variant="outlined" label="No marketing" />
  );
}

/** `/restaurants/:restaurantId/restaurant-customers`: everyone who has ordered, newest first, searchable. */
export default function RestaurantCustomersPage() {
  usePageTitle('Customers');
  const { restaurantId = '' } = useParams();
  const { data: restaurant } = useRestaurant(restaurantId);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const timezone = restaurant?.timezone ?? 'Australia/Sydney';
  const list = useSearchPages<CustomersAnswer>(
    (params) =>
      `/api/restaurant-customers/restaurants/${encodeURIComponent(restaurantId)}/customers?${params}`,
    PAGE_SIZE,
  );
  const answer = list.resource.data;

  return (
    <>
      <PageHeader
        eyebrow={restaurant?.name}
        title="Customers"
        subtitle="Everyone who has ordered online, with their orders, loyalty credits and whether they agreed to marketing."
      />
      <Box sx={{ mb: 2, maxWidth: 420 }}>
        <SearchField
          label="Search customers"
          placeholder="Name, phone or email"
          value={list.search}
          onChange={list.setSearch}
        />
      </Box>
      {list.resource.error && !answer ? (
        <Alert severity="error">{describeError(list.resource.error).message}</Alert>
      ) : !answer ? (
        <LoadingScreen label="Loading customers…" />
      ) : answer.customers.length === 0 ? (
        <EmptyState
          icon={<PeopleAltRounded />}
          title={list.query ? 'No customers match' : 'No customers yet'}
          description={
            list.query
              ? 'Search by the start of a name, a phone number or an email address.'
              : 'Customers appear here after their first online order.'
          }
        />
      ) : narrow ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Customers">
          {answer.customers.map((customer) => (
            <Card component="li" key={customer.customerKey} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{customer.name || 'Guest'}</Typography>
                <ConsentChip consent={customer.isMarketingConsentCollectionEnabled} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[customer.mobileNumberE164, customer.unverifiedEmail].filter(Boolean).join(' · ')}
              </Typography>
              <Typography variant="body2">
                {orderCount(customer)} {orderCount(customer) === 1 ? 'order' : 'orders'}
                {customer.loyaltyBalance !== undefined &&
                  ` · ${formatMoney(customer.loyaltyBalance)} credits`}
                {customer.lastOrderIsoDateTimeUtc &&
                  ` · last ${formatStoreDate(customer.lastOrderIsoDateTimeUtc, timezone)}`}
              </Typography>
            </Card>
          ))}
        </Stack>
      ) : (
        <Card>
          <Table aria-label="Customers">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Contact</TableCell>
                <TableCell align="right">Orders</TableCell>
                <TableCell>Last order</TableCell>
                <TableCell align="right">Loyalty credits</TableCell>
                <TableCell>Marketing</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.customers.map((customer) => (
                <TableRow key={customer.customerKey}>
                  <TableCell sx={{ fontWeight: 600 }}>{customer.name || 'Guest'}</TableCell>
                  <TableCell>
                    {customer.mobileNumberE164}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {customer.unverifiedEmail}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{orderCount(customer)}</TableCell>
                  <TableCell>
                    {customer.lastOrderIsoDateTimeUtc
                      ? formatStoreDate(customer.lastOrderIsoDateTimeUtc, timezone)
                      : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {customer.loyaltyBalance === undefined ? '—' : formatMoney(customer.loyaltyBalance)}
                  </TableCell>
                  <TableCell>
                    <ConsentChip consent={customer.isMarketingConsentCollectionEnabled} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {answer && (
        <PageButtons
          page={list.page}
          pageSize={PAGE_SIZE}
          total={answer.total}
          hasNewer={list.hasNewer}
          hasOlder={list.hasOlder}
          onNewer={list.newer}
          onOlder={list.older}
        />
      )}
    </>
  );
}
