import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  couponConditionWords,
  couponOfferWords,
  couponStatus,
  formatMoney,
  localDateAt,
  ZCouponDocument,
} from '@resto/domain';
import {
  ConfirmDialog,
  describeError,
  EmptyState,
  formatStoreDateTime,
  LoadingScreen,
  PageHeader,
  useApi,
  useDoc,
  useNotify,
  usePageTitle,
  useRestaurant,
  useStores,
  useViewerAccess,
} from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { MissingDocument } from '../../shared/MissingDocument';
import { useApiResource } from '../../shared/useApiResource';
import { CouponStatusChip } from './CouponStatusChip';
import {
  couponDocRef,
  couponsApiPath,
  couponsPagePath,
  type RedemptionsAnswer,
  useCouponUse,
} from './couponsApi';

const REDEMPTIONS_PAGE = 20;

/** `/restaurants/:restaurantId/coupons/:couponId`: the coupon's terms, its use so far and its redemptions. */
export default function CouponDetailPage() {
  usePageTitle('Coupon');
  const { restaurantId = '', couponId = '' } = useParams();
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: restaurant } = useRestaurant(restaurantId);
  const stores = useStores(restaurantId);
  const stored = useDoc(restaurantId && couponId ? couponDocRef(restaurantId, couponId) : null);
  const [deleting, setDeleting] = useState(false);
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  // The use is counted in shards, live: ask for the redemption list again when it changes.
  const count = useCouponUse(restaurantId, couponId, stored.data?.redeemedCount);
  const redemptions = useApiResource<RedemptionsAnswer>(
    stored.data
      ? couponsApiPath(
          restaurantId,
          `/${encodeURIComponent(couponId)}/redemptions?pageSize=${REDEMPTIONS_PAGE}${after ? `&after=${encodeURIComponent(after)}` : ''}&seen=${count}`,
        )
      : null,
  );

  const base = couponsPagePath(restaurantId);
  if (stored.loading) return <LoadingScreen label="Loading the coupon…" />;
  if (!stored.data)
    return <MissingDocument what="coupon" error={stored.error} backTo={base} backLabel="All coupons" />;

  const parsed = ZCouponDocument.safeParse(stored.data);
  if (!parsed.success)
    return <Alert severity="error">This coupon could not be read. Edit it to fix it.</Alert>;
  const coupon = { ...parsed.data, redeemedCount: count };
  const timezone = restaurant?.timezone ?? 'Australia/Sydney';
  const status = couponStatus(coupon, localDateAt(new Date(), timezone));
  const storeName = (storeId: string) => stores.data.find((store) => store.id === storeId)?.name ?? storeId;
  const storesWords = coupon.applicableStoreIds
    ? coupon.applicableStoreIds.map(storeName).join(', ')
    : 'Every store';
  const limitShare = coupon.maxRedeems
    ? Math.min(100, (coupon.redeemedCount / coupon.maxRedeems) * 100)
    : undefined;

  async function remove() {
    await client.delete(couponsApiPath(restaurantId, `/${encodeURIComponent(couponId)}`));
    notify(`${coupon.couponCode} was deleted.`);
    navigate(base);
  }

  return (
    <>
      <PageHeader
        eyebrow={restaurant?.name}
        title={coupon.name}
        subtitle={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {coupon.couponCode}
            </Typography>
            <CouponStatusChip status={status} />
            {!coupon.isPublic && (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                Not listed publicly
              </Typography>
            )}
          </Stack>
        }
        actions={
          isAdmin && (
            <>
              <Button
                component={RouterLink}
                to={`${base}/edit/${encodeURIComponent(couponId)}`}
                variant="contained"
                startIcon={<EditRounded />}
              >
                Edit
              </Button>
              <Button color="error" startIcon={<DeleteOutlineRounded />} onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </>
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '340px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
            {couponOfferWords(coupon)}
          </Typography>
          {coupon.description && (
            <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{coupon.description}</Typography>
          )}
          <List dense disablePadding>
            {couponConditionWords(coupon).map((line) => (
              <ListItem key={line} disableGutters>
                <ListItemText primary={line} />
              </ListItem>
            ))}
            <ListItem disableGutters>
              <ListItemText primary={storesWords} />
            </ListItem>
          </List>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="p">
            {coupon.maxRedeems
              ? `Used ${coupon.redeemedCount} of ${coupon.maxRedeems} times`
              : `Used ${coupon.redeemedCount} ${coupon.redeemedCount === 1 ? 'time' : 'times'} (no limit)`}
          </Typography>
          {limitShare !== undefined && (
            <LinearProgress
              variant="determinate"
              value={limitShare}
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
              aria-label="Share of the redemption limit used"
            />
          )}
        </Card>

        <Card sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
            Redemptions
          </Typography>
          {redemptions.error && !redemptions.data ? (
            <Alert severity="error">{describeError(redemptions.error).message}</Alert>
          ) : !redemptions.data ? (
            <LoadingScreen label="Loading redemptions…" />
          ) : redemptions.data.redemptions.length === 0 ? (
            <EmptyState
              icon={<ReceiptLongRounded />}
              title="Not used yet"
              description="Orders that use this coupon appear here."
            />
          ) : (
            <List aria-label="Redemptions">
              {redemptions.data.redemptions.map((redemption) => (
                <ListItem
                  key={redemption.orderId}
                  divider
                  disableGutters
                  secondaryAction={
                    <Typography sx={{ fontWeight: 700 }}>−{formatMoney(redemption.discountCents)}</Typography>
                  }
                >
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        underline="hover"
                        sx={{ fontWeight: 600 }}
                        to={`/restaurants/${restaurantId}/stores/${redemption.storeId}/orders/${encodeURIComponent(redemption.orderId)}`}
                      >
                        {redemption.customerName || 'Customer'} · {storeName(redemption.storeId)}
                      </Link>
                    }
                    secondary={`${formatStoreDateTime(redemption.redeemedIsoDateTimeUtc, timezone)} · ${
                      redemption.source === 'pos' ? 'POS' : 'Online'
                    }${redemption.discountsDelivery ? ' · free delivery' : ''} · order of ${formatMoney(redemption.itemTotal)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {(cursors.length > 0 || redemptions.data?.nextCursor) && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
                Newer
              </Button>
              <Button
                disabled={!redemptions.data?.nextCursor}
                onClick={() => {
                  const next = redemptions.data?.nextCursor;
                  if (next) setCursors([...cursors, next]);
                }}
              >
                Older
              </Button>
            </Stack>
          )}
        </Card>
      </Box>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${coupon.couponCode}?`}
        confirmLabel="Delete coupon"
        busyLabel="Deleting…"
        destructive
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      >
        Customers can no longer use {coupon.couponCode}, and its redemption history is removed. Orders that
        already used it keep their discount. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
