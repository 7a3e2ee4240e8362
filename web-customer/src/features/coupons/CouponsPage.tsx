import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  couponConditionWords,
  couponOfferWords,
  localDateAt,
  type PublicCoupon,
  storeCurrency,
  toSortableIsoDate,
} from '@resto/domain';
import { describeError, EmptyState, LoadingScreen, useApi, usePageTitle } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';

/** `…/coupons`: the store's public offers (`GET /api/coupons/.../public`), with their codes and terms. */
export default function CouponsPage() {
  usePageTitle('Offers');
  const { restaurantId, storeId, store, menu, basePath } = useStoreContext();
  const api = useApi();
  const [coupons, setCoupons] = useState<PublicCoupon[]>();
  const [error, setError] = useState<unknown>();
  const [copied, setCopied] = useState<string>();
  const currency = storeCurrency(menu).code;
  const today = toSortableIsoDate(localDateAt(new Date(), menu.store.timezone));

  useEffect(() => {
    let active = true;
    api
      .get<{ coupons: PublicCoupon[] }>(
        `/api/coupons/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/public`,
      )
      .then((answer) => active && setCoupons(answer.coupons))
      .catch((failure: unknown) => active && setError(failure));
    return () => {
      active = false;
    };
  }, [api, restaurantId, storeId]);

  const copy = (code: string) => {
    void navigator.clipboard?.writeText(code).then(
      () => setCopied(code),
      () => undefined,
    );
  };

  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {store.name}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
        Offers
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Type a code at checkout to use it on your order.
      </Typography>
      {error ? (
        <Alert severity="error">{describeError(error).message}</Alert>
      ) : !coupons ? (
        <LoadingScreen label="Loading offers…" />
      ) : coupons.length === 0 ? (
        <EmptyState
          icon={<LocalOfferRounded />}
          title="No coupons right now"
          description={`${store.name} has no offers running at the moment. Check back soon: new deals appear here first.`}
          action={
            <Button component={RouterLink} to={basePath} variant="contained">
              Browse the menu
            </Button>
          }
        />
      ) : (
        <Box
          component="ul"
          aria-label="Offers"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {coupons.map((coupon) => {
            const startsLater = toSortableIsoDate(coupon.startDate) > today;
            return (
              <Card
                component="li"
                key={coupon.id}
                sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
              >
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
                >
                  <Typography variant="h2" sx={{ fontSize: '1.5rem', color: 'primary.main' }}>
                    {couponOfferWords(coupon, currency)}
                  </Typography>
                  {startsLater && <Chip size="small" label="Coming soon" variant="outlined" />}
                </Stack>
                <Typography sx={{ fontWeight: 600 }}>{coupon.name}</Typography>
                {coupon.description && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {coupon.description}
                  </Typography>
                )}
                <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
                  {couponConditionWords(coupon, currency).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 'auto', pt: 1 }}>
                  <Box
                    sx={{
                      fontFamily: 'monospace',
                      fontWeight: 700,
                      fontSize: '1.1rem',
                      px: 1.5,
                      py: 0.5,
                      border: '2px dashed',
                      borderColor: 'primary.main',
                      borderRadius: 1,
                    }}
                  >
                    {coupon.couponCode}
                  </Box>
                  <Button size="small" onClick={() => copy(coupon.couponCode)}>
                    {copied === coupon.couponCode ? 'Copied' : 'Copy code'}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
