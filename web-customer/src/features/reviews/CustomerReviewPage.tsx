import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import SentimentDissatisfiedRounded from '@mui/icons-material/SentimentDissatisfiedRounded';
import SentimentSatisfiedAltRounded from '@mui/icons-material/SentimentSatisfiedAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReviewRating, reviewSourceFromParam } from '@resto/domain';
import { ApiError, describeError, LoadingScreen, StatusPanel, useApi, usePageTitle } from '@resto/web-common';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { ReviewChoices } from './ReviewChoices';
import { contextPath, type RateAnswer, type ReviewContext, reviewPath } from './reviewApi';

const RATING_WORDS: Record<ReviewRating, string> = { HAPPY: 'Happy', SAD: 'Sad' };

/**
 * `customer-review/:orderId?`: the customer rates their order (or the store) HAPPY or SAD, then gets
 * the same two choices whatever they chose: review on Google, or tell the store privately. Opens from
 * an emailed, texted or printed link without signing in (the link's `token` names the order), or from
 * the order page for the signed-in customer who placed it; `source` says which link it was.
 */
export default function CustomerReviewPage() {
  usePageTitle('Rate your order');
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const source = reviewSourceFromParam(search.get('source'), orderId ? 'onlineOrderingPortal' : 'website');
  const { restaurantId, storeId, store, basePath } = useStoreContext();
  const api = useApi();
  const [context, setContext] = useState<ReviewContext>();
  const [loadError, setLoadError] = useState<unknown>();
  const [rated, setRated] = useState<ReviewRating>();
  const [reviewKey, setReviewKey] = useState<string>();
  const [reviewId, setReviewId] = useState<string>();
  const [messageSent, setMessageSent] = useState(false);
  const [busy, setBusy] = useState<ReviewRating>();
  const [failure, setFailure] = useState<unknown>();

  const load = useCallback(async () => {
    setLoadError(undefined);
    try {
      const answer = await api.get<ReviewContext>(contextPath(restaurantId, storeId, orderId, token));
      setContext(answer);
      if (answer.order?.rated) {
        setRated(answer.order.rated.rating);
        setReviewId(answer.order.orderId);
        setMessageSent(answer.order.rated.hasMessage);
        // The link's token is the key to add a message to this order's review.
        if (token) setReviewKey(token);
      }
    } catch (error) {
      setLoadError(error);
    }
  }, [api, restaurantId, storeId, orderId, token]);

  useEffect(() => {
    void load();
  }, [load]);

  async function rate(rating: ReviewRating) {
    setBusy(rating);
    setFailure(undefined);
    try {
      const answer = await api.post<RateAnswer>(reviewPath(restaurantId, storeId), {
        ...(orderId ? { orderId } : {}),
        ...(token ? { token } : {}),
        reviewSource: source,
        rating,
      });
      setRated(rating);
      setReviewKey(answer.reviewKey);
      setReviewId(answer.review.id);
    } catch (error) {
      // Rated already (another tab, an earlier visit): show where things stand.
      if (error instanceof ApiError && error.status === 409) await load();
      else setFailure(error);
    } finally {
      setBusy(undefined);
    }
  }

  if (loadError !== undefined) {
    const notValid = loadError instanceof ApiError && loadError.status === 404;
    return (
      <StatusPanel
        icon={<LinkOffRounded />}
        tone="error"
        title={notValid ? 'This review link is not valid' : 'We could not open the review page'}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {!notValid && (
              <Button variant="contained" onClick={() => void load()}>
                Try again
              </Button>
            )}
            <Button component={RouterLink} to={basePath} variant={notValid ? 'contained' : 'text'}>
              Back to the menu
            </Button>
          </Stack>
        }
      >
        {notValid
          ? `Open the link from your email, text or receipt again. If it still does not work, call ${store.name}.`
          : describeError(loadError).message}
      </StatusPanel>
    );
  }
  if (!context) return <LoadingScreen label="Loading…" />;

  const about = context.order ? `order ${context.order.label}` : `${context.storeName}`;
  const banner = context.bannerColor;

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <Box
        component="header"
        sx={{
          borderRadius: 3,
          p: { xs: 2.5, sm: 3 },
          mb: 2.5,
          color: 'common.white',
          bgcolor: banner ?? 'primary.main',
        }}
        data-banner-color={banner ?? 'theme'}
      >
        <Typography variant="overline" sx={{ opacity: 0.9 }}>
          {context.restaurantName} · {context.storeName}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 700 }}>
          {rated ? 'Thanks for telling us' : `How was ${about}?`}
        </Typography>
        {rated && (
          <Typography sx={{ mt: 0.5, opacity: 0.95 }}>
            You rated {about}: {RATING_WORDS[rated].toLowerCase()}.
          </Typography>
        )}
      </Box>

      {!rated ? (
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography sx={{ mb: 2 }}>Tap one. It takes a second, and you can add more after.</Typography>
          <Stack direction="row" spacing={2} role="group" aria-label="Your rating">
            {(['HAPPY', 'SAD'] as const).map((rating) => (
              <Button
                key={rating}
                variant="outlined"
                size="large"
                disabled={busy !== undefined}
                onClick={() => void rate(rating)}
                sx={{ flex: 1, flexDirection: 'column', py: 2.5, gap: 1, fontSize: '1.05rem' }}
                aria-label={RATING_WORDS[rating]}
              >
                {rating === 'HAPPY' ? (
                  <SentimentSatisfiedAltRounded sx={{ fontSize: 56 }} color="success" />
                ) : (
                  <SentimentDissatisfiedRounded sx={{ fontSize: 56 }} color="error" />
                )}
                {busy === rating ? 'Saving…' : RATING_WORDS[rating]}
              </Button>
            ))}
          </Stack>
          {failure !== undefined && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {describeError(failure).message}
            </Alert>
          )}
        </Card>
      ) : (
        <ReviewChoices
          storeName={context.storeName}
          googleReviewLink={context.googleReviewLink}
          canMessage={reviewKey !== undefined && reviewId !== undefined}
          messageSent={messageSent}
          onGoogle={() => {
            if (reviewKey && reviewId)
              void api
                .post(
                  `${reviewPath(restaurantId, storeId)}/${encodeURIComponent(reviewId)}/google-link-opened`,
                  {
                    reviewKey,
                  },
                )
                .catch(() => undefined);
          }}
          onMessage={async (comment) => {
            if (!reviewKey || !reviewId) return;
            await api.post(
              `${reviewPath(restaurantId, storeId)}/${encodeURIComponent(reviewId)}/private-message`,
              {
                reviewKey,
                comment,
              },
            );
            setMessageSent(true);
          }}
        />
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button component={RouterLink} to={basePath}>
          Back to the menu
        </Button>
      </Box>
    </Box>
  );
}
