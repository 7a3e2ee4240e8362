import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import SentimentDissatisfiedRounded from '@mui/icons-material/SentimentDissatisfiedRounded';
import SentimentSatisfiedAltRounded from '@mui/icons-material/SentimentSatisfiedAltRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  addDaysToLocalDate,
  type CustomerReview,
  filterReviews,
  localDateAt,
  REVIEW_RATINGS,
  REVIEW_SOURCE_LABELS,
  REVIEW_SOURCES,
  type ReviewRating,
  type ReviewSource,
  reviewSummary,
  reviewTrend,
  startOfLocalDate,
} from '@resto/domain';
import {
  EmptyState,
  LoadingScreen,
  PageHeader,
  SearchField,
  usePageTitle,
  useQueries,
  useRestaurant,
  useStores,
} from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { REVIEWS_READ_LIMIT, storeReviewsSince } from './reviewsData';

const PAGE_SIZE = 20;
const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

function when(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

function RatingChip({ rating }: { rating: ReviewRating }) {
  return rating === 'HAPPY' ? (
    <Chip size="small" color="success" icon={<SentimentSatisfiedAltRounded />} label="Happy" />
  ) : (
    <Chip size="small" color="error" icon={<SentimentDissatisfiedRounded />} label="Sad" />
  );
}

/**
 * `/restaurants/:restaurantId/customer-reviews`: every store's reviews, live, with the happy / sad
 * trend of the period; filtered by rating, source and store, searched by order number, name or
 * message, 20 a page. Filters live in the address, so a notification email can link to a store's view.
 */
export default function CustomerReviewsPage() {
  usePageTitle('Customer reviews');
  const { restaurantId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const restaurant = useRestaurant(restaurantId);
  const stores = useStores(restaurantId);
  const timezone = restaurant.data?.timezone ?? 'Australia/Sydney';
  const storeFilter = params.get('storeId') ?? '';
  const rating = (REVIEW_RATINGS as readonly string[]).includes(params.get('rating') ?? '')
    ? (params.get('rating') as ReviewRating)
    : undefined;
  const source = (REVIEW_SOURCES as readonly string[]).includes(params.get('source') ?? '')
    ? (params.get('source') as ReviewSource)
    : undefined;
  const period = (PERIODS as readonly number[]).includes(Number(params.get('days')))
    ? (Number(params.get('days')) as Period)
    : 30;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setPage(1);
  };

  // The period's days in the restaurant's calendar, oldest first, and the instant it starts.
  const { dates, fromIso } = useMemo(() => {
    const today = localDateAt(new Date(), timezone);
    const first = addDaysToLocalDate(today, -(period - 1));
    const days = Array.from({ length: period }, (_, index) => addDaysToLocalDate(first, index));
    return { dates: days, fromIso: startOfLocalDate(first, timezone).toISOString() };
  }, [timezone, period]);

  const storeIds = useMemo(() => {
    const all = (stores.data ?? []).map((store) => store.id);
    return storeFilter && all.includes(storeFilter) ? [storeFilter] : all;
  }, [stores.data, storeFilter]);
  const queries = useMemo(
    () => storeIds.map((storeId) => storeReviewsSince(restaurantId, storeId, fromIso)),
    [storeIds, restaurantId, fromIso],
  );
  const reviews = useQueries(queries);
  const all = useMemo(() => reviews.data.flat() as CustomerReview[], [reviews.data]);
  const capped = reviews.data.some((list) => list.length >= REVIEWS_READ_LIMIT);
  const ratedOnly = useMemo(() => filterReviews(all, { source }), [all, source]);
  const shown = useMemo(() => filterReviews(all, { rating, source, search }), [all, rating, source, search]);
  const trend = useMemo(() => reviewTrend(ratedOnly, dates, timezone), [ratedOnly, dates, timezone]);
  const summary = reviewSummary(ratedOnly);
  const storeName = new Map((stores.data ?? []).map((store) => [store.id, store.name]));
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageItems = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const settingsStore = storeFilter || storeIds[0];

  const loading = stores.loading || (storeIds.length > 0 && reviews.loading);

  return (
    <>
      <PageHeader
        eyebrow={restaurant.data?.name}
        title="Customer reviews"
        subtitle="What customers told you after their orders: the rating every customer gives, and the private messages."
        actions={
          settingsStore ? (
            <Button
              component={RouterLink}
              to={`${storePath(restaurantId, settingsStore)}/add-ons/google-review-settings`}
              startIcon={<SettingsRounded />}
            >
              Review settings
            </Button>
          ) : undefined
        }
      />
      <Card sx={{ p: 2, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) minmax(0, 1.5fr)' },
          }}
        >
          <TextField
            select
            size="small"
            label="Period"
            value={String(period)}
            onChange={(event) => setParam('days', event.target.value)}
          >
            {PERIODS.map((days) => (
              <MenuItem key={days} value={String(days)}>
                Last {days} days
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Store"
            value={storeFilter}
            onChange={(event) => setParam('storeId', event.target.value)}
          >
            <MenuItem value="">All stores</MenuItem>
            {(stores.data ?? []).map((store) => (
              <MenuItem key={store.id} value={store.id}>
                {store.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Rating"
            value={rating ?? ''}
            onChange={(event) => setParam('rating', event.target.value)}
          >
            <MenuItem value="">Happy and sad</MenuItem>
            <MenuItem value="HAPPY">Happy</MenuItem>
            <MenuItem value="SAD">Sad</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Source"
            value={source ?? ''}
            onChange={(event) => setParam('source', event.target.value)}
          >
            <MenuItem value="">Every source</MenuItem>
            {REVIEW_SOURCES.map((entry) => (
              <MenuItem key={entry} value={entry}>
                {REVIEW_SOURCE_LABELS[entry]}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <SearchField
              label="Search reviews"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
          </Box>
        </Box>
      </Card>

      {stores.error || reviews.error ? (
        <Alert severity="error">
          We could not load the reviews: {(stores.error ?? reviews.error)?.message}
        </Alert>
      ) : loading ? (
        <LoadingScreen label="Loading reviews…" />
      ) : (
        <>
          <Card sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }} component="section" aria-labelledby="trend-title">
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', mb: 1 }}
            >
              <Typography id="trend-title" variant="h4" component="h2" sx={{ fontSize: '1.1rem' }}>
                Happy and sad, day by day
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="review-summary">
                {summary.total === 0
                  ? 'No reviews in this period'
                  : `${summary.total} review${summary.total === 1 ? '' : 's'}: ${summary.happy} happy, ${summary.sad} sad (${summary.happyPercent}% happy)`}
              </Typography>
            </Stack>
            <BarChart
              height={220}
              xAxis={[{ scaleType: 'band', data: trend.map((point) => shortDate(point.date)) }]}
              yAxis={[{ width: 32, tickMinStep: 1 }]}
              series={[
                {
                  data: trend.map((point) => point.happy),
                  label: 'Happy',
                  stack: 'rating',
                  color: '#2e7d32',
                },
                { data: trend.map((point) => point.sad), label: 'Sad', stack: 'rating', color: '#c62828' },
              ]}
              margin={{ left: 4, right: 8 }}
            />
          </Card>
          {capped && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Showing the newest {REVIEWS_READ_LIMIT.toLocaleString('en')} reviews of a store in this period.
              Choose a shorter period or one store to see them all.
            </Alert>
          )}
          {shown.length === 0 ? (
            <EmptyState
              icon={<RateReviewRounded />}
              title={all.length === 0 ? 'No reviews yet in this period' : 'No reviews match'}
              description={
                all.length === 0
                  ? 'Reviews appear here as soon as customers rate their orders. Switch on review requests in the review settings to ask every customer once.'
                  : 'Try another rating, source or search, or a longer period.'
              }
            />
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Reviews">
              {pageItems.map((review) => (
                <Card key={`${review.storeId}/${review.id}`} component="li" sx={{ p: { xs: 1.75, sm: 2 } }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <RatingChip rating={review.rating} />
                    <Typography sx={{ fontWeight: 600 }}>
                      {review.orderId ? (
                        <Link
                          component={RouterLink}
                          to={`${storePath(restaurantId, review.storeId)}/orders/${encodeURIComponent(review.orderId)}`}
                        >
                          Order {review.orderLabel ?? ''}
                        </Link>
                      ) : review.orderLabel ? (
                        `Order ${review.orderLabel}`
                      ) : (
                        'Store review'
                      )}
                      {review.customerName ? ` · ${review.customerName}` : ''}
                    </Typography>
                    <Box sx={{ flex: 1 }} />
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {when(review.createdIsoDateTimeUtc, timezone)}
                    </Typography>
                  </Stack>
                  {review.comment ? (
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {review.comment}
                    </Typography>
                  ) : (
                    <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                      No private message.
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                    <Chip size="small" variant="outlined" label={REVIEW_SOURCE_LABELS[review.reviewSource]} />
                    {!storeFilter && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={storeName.get(review.storeId) ?? review.storeId}
                      />
                    )}
                    {review.googleLinkOpenedIsoDateTimeUtc && (
                      <Chip
                        size="small"
                        variant="outlined"
                        icon={<OpenInNewRounded />}
                        label="Opened Google reviews"
                      />
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Stack sx={{ alignItems: 'center', mt: 2 }}>
              <Pagination count={pages} page={current} onChange={(_, next) => setPage(next)} />
            </Stack>
          )}
        </>
      )}
    </>
  );
}
