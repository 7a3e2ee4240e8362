import AddRounded from '@mui/icons-material/AddRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  COUPON_STATUS_WORDS,
  COUPON_STATUSES,
  type CouponStatus,
  couponDateWords,
  couponOfferWords,
} from '@resto/domain';
import {
  describeError,
  EmptyState,
  LoadingScreen,
  PageHeader,
  SearchField,
  usePageTitle,
  useRestaurant,
  useViewerAccess,
} from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useApiResource } from '../../shared/useApiResource';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { CouponStatusChip } from './CouponStatusChip';
import {
  type CouponCountAnswer,
  type CouponListAnswer,
  couponsApiPath,
  couponsPagePath,
  type ListedCoupon,
} from './couponsApi';

const PAGE_SIZE = 20;

function usage(coupon: ListedCoupon): string {
  return coupon.maxRedeems === undefined
    ? `${coupon.redeemedCount} used`
    : `${coupon.redeemedCount} of ${coupon.maxRedeems} used`;
}

/** `/restaurants/:restaurantId/coupons`: every coupon, searchable by name or code, by status, a page at a time. */
export default function CouponsPage() {
  usePageTitle('Coupons');
  const { restaurantId = '' } = useParams();
  const { isAdmin } = useViewerAccess();
  const { data: restaurant } = useRestaurant(restaurantId);
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CouponStatus | undefined>();
  const [page, setPage] = useState(0);
  const query = useDebouncedValue(search.trim());

  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (query) params.set('search', query);
  if (status) params.set('status', status);
  const list = useApiResource<CouponListAnswer>(couponsApiPath(restaurantId, `?${params.toString()}`));
  const counts = useApiResource<CouponCountAnswer>(
    couponsApiPath(restaurantId, `/count${query ? `?search=${encodeURIComponent(query)}` : ''}`),
  );
  const base = couponsPagePath(restaurantId);
  const open = (coupon: ListedCoupon) => navigate(`${base}/${encodeURIComponent(coupon.id)}`);

  const header = (
    <PageHeader
      eyebrow={restaurant?.name}
      title="Coupons"
      subtitle="Discount codes for online orders and the POS. Public coupons are listed on each store's coupons page."
      actions={
        isAdmin && (
          <Button component={RouterLink} to={`${base}/create`} variant="contained" startIcon={<AddRounded />}>
            New coupon
          </Button>
        )
      }
    />
  );

  if (list.error && !list.data)
    return (
      <>
        {header}
        <Alert severity="error">{describeError(list.error).message}</Alert>
      </>
    );
  if (!list.data)
    return (
      <>
        {header}
        <LoadingScreen label="Loading coupons…" />
      </>
    );

  const answer = list.data;
  const filtersOn = query !== '' || status !== undefined;
  const chooseStatus = (next: CouponStatus | undefined) => {
    setStatus(next);
    setPage(0);
  };

  return (
    <>
      {header}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ minWidth: { md: 320 } }}>
          <SearchField
            label="Search coupons"
            placeholder="Name or code"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(0);
            }}
          />
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label="Status"
        >
          <Chip
            label={`All${counts.data ? ` · ${counts.data.total}` : ''}`}
            color={status === undefined ? 'primary' : 'default'}
            variant={status === undefined ? 'filled' : 'outlined'}
            onClick={() => chooseStatus(undefined)}
            aria-pressed={status === undefined}
          />
          {COUPON_STATUSES.map((entry) => (
            <Chip
              key={entry}
              label={`${COUPON_STATUS_WORDS[entry]}${counts.data ? ` · ${counts.data.byStatus[entry]}` : ''}`}
              color={status === entry ? 'primary' : 'default'}
              variant={status === entry ? 'filled' : 'outlined'}
              onClick={() => chooseStatus(status === entry ? undefined : entry)}
              aria-pressed={status === entry}
            />
          ))}
        </Stack>
      </Stack>

      {answer.total === 0 ? (
        filtersOn ? (
          <EmptyState
            icon={<LocalOfferRounded />}
            title="No coupons match"
            description="Try another name or code, or show every status."
          />
        ) : (
          <EmptyState
            icon={<LocalOfferRounded />}
            title="No coupons yet"
            description="Create a coupon to give customers a percentage off, an amount off or free delivery."
            action={
              isAdmin ? (
                <Button
                  component={RouterLink}
                  to={`${base}/create`}
                  variant="contained"
                  startIcon={<AddRounded />}
                >
                  New coupon
                </Button>
              ) : undefined
            }
          />
        )
      ) : narrow ? (
        <Stack spacing={1.5} aria-label="Coupons" component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {answer.coupons.map((coupon) => (
            <Card component="li" key={coupon.id}>
              <CardActionArea onClick={() => open(coupon)} sx={{ p: 2 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}>
                    {coupon.couponCode}
                  </Typography>
                  <CouponStatusChip status={coupon.status} />
                </Stack>
                <Typography>{coupon.name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {couponOfferWords(coupon)} · {usage(coupon)} · until {couponDateWords(coupon.endDate)}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      ) : (
        <Card>
          <Table aria-label="Coupons">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Discount</TableCell>
                <TableCell>Dates</TableCell>
                <TableCell>Used</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.coupons.map((coupon) => (
                <TableRow key={coupon.id} hover onClick={() => open(coupon)} sx={{ cursor: 'pointer' }}>
                  <TableCell>
                    <Typography
                      component={RouterLink}
                      to={`${base}/${encodeURIComponent(coupon.id)}`}
                      onClick={(event) => event.stopPropagation()}
                      sx={{ fontWeight: 700, fontFamily: 'monospace', color: 'text.primary' }}
                    >
                      {coupon.couponCode}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {coupon.name}
                    {!coupon.isPublic && (
                      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                        Not listed publicly
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{couponOfferWords(coupon)}</TableCell>
                  <TableCell>
                    {couponDateWords(coupon.startDate)} – {couponDateWords(coupon.endDate)}
                  </TableCell>
                  <TableCell>{usage(coupon)}</TableCell>
                  <TableCell>
                    <CouponStatusChip status={coupon.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {answer.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={answer.total}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
        />
      )}
    </>
  );
}
