import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useApi } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { contextPath, type ReviewContext } from './reviewApi';

/**
 * "Rate your order" on the order page of the online ordering portal, for the customer who placed it.
 * Where the store shows its review prompt on the portal (Google review settings), a banner in the
 * store's colour asks; otherwise a plain button offers it. Either way the review page then gives every
 * customer the same two choices.
 */
export function ReviewPrompt({
  restaurantId,
  storeId,
  orderId,
  basePath,
}: {
  restaurantId: string;
  storeId: string;
  orderId: string;
  basePath: string;
}) {
  const api = useApi();
  const [context, setContext] = useState<ReviewContext>();
  useEffect(() => {
    let live = true;
    api
      .get<ReviewContext>(contextPath(restaurantId, storeId, orderId))
      .then((answer) => live && setContext(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, restaurantId, storeId, orderId]);
  const to = `${basePath}/customer-review/${encodeURIComponent(orderId)}?source=onlineOrderingPortal`;
  if (context?.order?.rated) return null;
  if (context?.showReviewLink.onOnlineOrderingPortal)
    return (
      <Box
        sx={{
          flexBasis: '100%',
          bgcolor: context.bannerColor ?? 'primary.main',
          color: 'common.white',
          borderRadius: 2,
          p: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
        role="region"
        aria-label="Rate your order"
      >
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 180 }}>
          How was your order? Tell us in a tap.
        </Typography>
        <Button
          component={RouterLink}
          to={to}
          variant="contained"
          color="inherit"
          sx={{ color: 'text.primary' }}
        >
          Rate your order
        </Button>
      </Box>
    );
  return (
    <Button component={RouterLink} to={to} startIcon={<StarOutlineRounded />}>
      Rate your order
    </Button>
  );
}
