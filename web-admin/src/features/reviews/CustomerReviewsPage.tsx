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
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  addDaysToLocalDate,
  type CustomerReview,
  filterReviews,
  type LocalDate,
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
  describeError,
  EmptyState,
  LoadingScreen,
  PageHeader,
  SearchField,
  usePageTitle,
  useQueries,
  useRestaurant,
  useStores,
} from '@resto/web-common';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useReviewListPage } from './reviewsApi';
import { REVIEWS_READ_LIMIT, storeReviewsBetween } from './reviewsData';

const PERIODS = [7, 30, 90] as const;
/** The longest range whose day-by-day trend is drawn (a bar per day stays readable). */
const TREND_MAX_DAYS = 92;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

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

/** The list card of one review. */
function ReviewCard({
  review,
  restaurantId,
  timezone,
  storeName,
}: {
  review: CustomerReview;
  restaurantId: string;
  timezone: string;
  storeName: string | undefined;
}) {
  return (
    <Card component="li" sx={{ p: { xs: 1.75, sm: 2 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
        {storeName !== undefined && <Chip size="small" variant="outlined" label={storeName} />}
        {review.googleLinkOpenedIsoDateTimeUtc && (
          <Chip size="small" variant="outlined" icon={<OpenInNewRounded />} label="Opened Google reviews" />
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/restaurants/:restaurantId/customer-reviews`: a restaurant's reviews with the happy / sad trend of
 * the dates chosen. The list is searched (order number, customer name, private message), filtered
 * (store, rating, source, dates) and paged by the server, 20 at a time, so a restaurant with many
 * thousands of reviews loads one page; the trend reads the period's ratings live. Filters live in the
 * address, so a notification email can link to a store's view.
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
  const custom = params.get('days') === 'custom';
  const period = (PERIODS as readonly number[]).includes(Number(params.get('days')))
    ? Number(params.get('days'))
    : 30;
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  // Cursors of the pages seen so far: page n + 1 starts after cursors[n] (the first has none).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;

  // The server is asked once typing pauses, not on every key; only a changed search goes back to the
  // first page (an owner paging on before the first pause must not be sent back).
  useEffect(() => {
    const next = search.trim();
    if (next === searched) return;
    const timer = setTimeout(() => {
      setSearched(next);
      setCursors([undefined]);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, searched]);

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
    setCursors([undefined]);
  };

  // The chosen days in the restaurant's calendar, oldest first, and the instants they span.
  const range = useMemo(() => {
    const today = localDateAt(new Date(), timezone);
    const defaultFrom = addDaysToLocalDate(today, -(period - 1));
    const fromParam = params.get('from') ?? '';
    const toParam = params.get('to') ?? '';
    const from = custom && DATE.test(fromParam) ? fromParam : defaultFrom;
    const to = custom && DATE.test(toParam) ? toParam : today;
    const problem = to < from ? 'The end date is before the start date.' : undefined;
    const length = problem ? 0 : daysBetween(from, to);
    return {
      from,
      to,
      problem,
      dates:
        length > 0 && length <= TREND_MAX_DAYS
          ? Array.from({ length }, (_, index) => addDaysToLocalDate(from, index))
          : [],
      tooLongForTrend: length > TREND_MAX_DAYS,
      fromIso: startOfLocalDate(from, timezone).toISOString(),
      toIso: startOfLocalDate(addDaysToLocalDate(to, 1), timezone).toISOString(),
    };
  }, [timezone, period, custom, params]);

  const storeIds = useMemo(() => {
    const all = (stores.data ?? []).map((store) => store.id);
    return storeFilter && all.includes(storeFilter) ? [storeFilter] : all;
  }, [stores.data, storeFilter]);
  const trendQueries = useMemo(
    () =>
      range.dates.length > 0
        ? storeIds.map((storeId) => storeReviewsBetween(restaurantId, storeId, range.fromIso, range.toIso))
        : [],
    [storeIds, restaurantId, range],
  );
  const trendReviews = useQueries(trendQueries);
  const all = useMemo(() => trendReviews.data.flat() as CustomerReview[], [trendReviews.data]);
  const capped = trendReviews.data.some((list) => list.length >= REVIEWS_READ_LIMIT);
  const ratedOnly = useMemo(() => filterReviews(all, { source }), [all, source]);
  const trend = useMemo(
    () => reviewTrend(ratedOnly, range.dates, timezone),
    [ratedOnly, range.dates, timezone],
  );
  const summary = reviewSummary(ratedOnly);
  const storeName = new Map((stores.data ?? []).map((store) => [store.id, store.name]));
  const settingsStore = storeFilter || storeIds[0];

  const list = useReviewListPage(
    restaurantId,
    range.problem || !restaurant.data
      ? undefined
      : {
          storeId: storeFilter || undefined,
          rating,
          source,
          fromIso: range.fromIso,
          toIso: range.toIso,
          search: searched,
          cursor: cursors[pageIndex],
        },
  );
  const reviews = list.page?.reviews ?? [];
  const filtered = Boolean(rating || source || searched);

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
            value={custom ? 'custom' : String(period)}
            onChange={(event) =>
              setParam(
                event.target.value === 'custom'
                  ? { days: 'custom', from: range.from, to: range.to }
                  : { days: event.target.value, from: undefined, to: undefined },
              )
            }
          >
            {PERIODS.map((days) => (
              <MenuItem key={days} value={String(days)}>
                Last {days} days
              </MenuItem>
            ))}
            <MenuItem value="custom">Choose dates</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Store"
            value={storeFilter}
            onChange={(event) => setParam({ storeId: event.target.value })}
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
            onChange={(event) => setParam({ rating: event.target.value })}
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
            onChange={(event) => setParam({ source: event.target.value })}
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
              placeholder="Order number, name or message"
              value={search}
              onChange={setSearch}
            />
          </Box>
          {custom && (
            <>
              <TextField
                size="small"
                type="date"
                label="From"
                value={range.from}
                onChange={(event) => DATE.test(event.target.value) && setParam({ from: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="date"
                label="To"
                value={range.to}
                error={Boolean(range.problem)}
                helperText={range.problem}
                onChange={(event) => DATE.test(event.target.value) && setParam({ to: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
        </Box>
      </Card>

      {stores.error || trendReviews.error ? (
        <Alert severity="error">
          We could not load the reviews: {(stores.error ?? trendReviews.error)?.message}
        </Alert>
      ) : stores.loading ? (
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
              {range.dates.length > 0 && !trendReviews.loading && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="review-summary">
                  {summary.total === 0
                    ? 'No reviews in this period'
                    : `${summary.total} review${summary.total === 1 ? '' : 's'}: ${summary.happy} happy, ${summary.sad} sad (${summary.happyPercent}% happy)`}
                </Typography>
              )}
            </Stack>
            {range.tooLongForTrend ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The day-by-day trend shows up to {TREND_MAX_DAYS} days. Choose a shorter range to see it; the
                list below covers every date you chose.
              </Typography>
            ) : range.problem ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Fix the dates to see the trend.
              </Typography>
            ) : trendReviews.loading ? (
              <LoadingScreen label="Loading the trend…" />
            ) : (
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
            )}
          </Card>
          {capped && (
            <Alert severity="info" sx={{ mb: 2 }}>
              The trend counts the newest {REVIEWS_READ_LIMIT.toLocaleString('en')} reviews of a store in this
              period. Choose a shorter period or one store for exact figures; the list below has them all.
            </Alert>
          )}
          {list.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={list.retry}>
                  Try again
                </Button>
              }
            >
              We could not load the reviews: {describeError(list.error).message}
            </Alert>
          ) : list.loading ? (
            <LoadingScreen label="Loading reviews…" />
          ) : reviews.length === 0 ? (
            <EmptyState
              icon={<RateReviewRounded />}
              title={
                pageIndex > 0
                  ? 'No more reviews'
                  : filtered
                    ? 'No reviews match'
                    : 'No reviews yet in this period'
              }
              description={
                filtered
                  ? 'Try another rating, source or search, or a longer period. Search finds words that start with what you type.'
                  : 'Reviews appear here as soon as customers rate their orders. Switch on review requests in the review settings to ask every customer once.'
              }
            />
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Reviews">
              {reviews.map((review) => (
                <ReviewCard
                  key={`${review.storeId}/${review.id}`}
                  review={review}
                  restaurantId={restaurantId}
                  timezone={timezone}
                  storeName={storeFilter ? undefined : (storeName.get(review.storeId) ?? review.storeId)}
                />
              ))}
            </Stack>
          )}
          {(pageIndex > 0 || list.page?.nextCursor) && (
            <Stack
              direction="row"
              spacing={2}
              component="nav"
              aria-label="Pages of reviews"
              sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}
            >
              <Button
                disabled={pageIndex === 0 || list.loading}
                onClick={() => setCursors((seen) => seen.slice(0, -1))}
              >
                Newer
              </Button>
              <Typography variant="body2">Page {pageIndex + 1}</Typography>
              <Button
                disabled={!list.page?.nextCursor || list.loading}
                onClick={() => {
                  const next = list.page?.nextCursor;
                  if (next) setCursors((seen) => [...seen, next]);
                }}
              >
                Older
              </Button>
            </Stack>
          )}
        </>
      )}
    </>
  );
}
