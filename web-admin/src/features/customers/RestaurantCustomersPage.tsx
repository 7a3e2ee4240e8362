import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoney, type MarketingConsentRecord } from '@resto/domain';
import {
  formatStoreDate,
  formatStoreDateTime,
  PageHeader,
  usePageTitle,
  useRestaurant,
} from '@resto/web-common';
import { useParams } from 'react-router-dom';
import { SearchedPages } from '../../shared/SearchedPages';

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
  /** The recorded consent (when, where, the words shown); older records have only the flag. */
  marketingConsent?: MarketingConsentRecord;
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

const CONSENT_SOURCE_WORDS: Record<MarketingConsentRecord['source'], string> = {
  onlineCheckout: 'online checkout',
  tableBooking: 'table booking',
  pos: 'at the counter',
  optOut: 'opt-out',
};

/**
 * Whether marketing may go to this customer, and the proof: hovering shows when and where they
 * ticked the box and the exact words they were shown (what ACMA asks a business to produce).
 */
function ConsentChip({ customer, timezone }: { customer: ListedCustomer; timezone: string }) {
  const record = customer.marketingConsent;
  if (!record?.granted) {
    return (
      <Tooltip
        title={
          record
            ? `Withdrawn ${formatStoreDateTime(record.atIsoDateTimeUtc, timezone)}`
            : 'No consent recorded: marketing is not sent.'
        }
      >
        <Chip size="small" variant="outlined" label="No marketing" />
      </Tooltip>
    );
  }
  return (
    <Tooltip
      title={`Opted in ${formatStoreDateTime(record.atIsoDateTimeUtc, timezone)} at ${CONSENT_SOURCE_WORDS[record.source]}: “${record.wording}”`}
    >
      <Chip size="small" color="success" variant="outlined" label="Marketing OK" />
    </Tooltip>
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

  return (
    <>
      <PageHeader
        eyebrow={restaurant?.name}
        title="Customers"
        subtitle="Everyone who has ordered online, with their orders, loyalty credits and whether they agreed to marketing."
      />
      <SearchedPages<CustomersAnswer, ListedCustomer>
        pathFor={(params) =>
          `/api/restaurant-customers/restaurants/${encodeURIComponent(restaurantId)}/customers?${params}`
        }
        pageSize={PAGE_SIZE}
        rows={(answer) => answer.customers}
        searchLabel="Search customers"
        loadingLabel="Loading customers…"
        empty={{
          icon: <PeopleAltRounded />,
          title: 'No customers yet',
          noMatchTitle: 'No customers match',
          description: 'Customers appear here after their first online order.',
        }}
      >
        {(customers) =>
          narrow ? (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Customers">
              {customers.map((customer) => (
                <Card component="li" key={customer.customerKey} sx={{ p: 2 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{customer.name || 'Guest'}</Typography>
                    <ConsentChip customer={customer} timezone={timezone} />
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
                  {customers.map((customer) => (
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
                        <ConsentChip customer={customer} timezone={timezone} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          )
        }
      </SearchedPages>
    </>
  );
}
