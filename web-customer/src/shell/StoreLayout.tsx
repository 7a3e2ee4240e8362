import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  BRAND_NAME,
  ErrorScreen,
  SLOW_AFTER_MS,
  SlowConnectionHint,
  StatusPanel,
  useAuth,
  useDelayedFlag,
  useStorefrontMenu,
} from '@resto/web-common';
import { useEffect, useMemo } from 'react';
import { Outlet, Link as RouterLink, ScrollRestoration, useParams } from 'react-router-dom';
import { useCart } from '../features/cart/cartStore';
import { rememberStore } from '../features/landing/recentStores';
import { TableBanner } from '../features/tables/TableBanner';
import { OrderingTabs, OrderingTabsSpacer } from './OrderingTabs';
import type { StoreContext } from './StoreContext';
import { storeBasePath } from './storePaths';

const HEADER_HEIGHT = { xs: 60, sm: 68 };

/**
 * The storefront frame: a compact, sticky store header (phones first) around every store page. The
 * store and its menu come from the one published-menu document, read over REST (see
 * web-common/src/publishedMenu), so no page of the menu route needs the Firestore SDK.
 */
export default function StoreLayout() {
  const { restaurantId = '', storeId = '' } = useParams();
  const result = useStorefrontMenu(restaurantId, storeId);
  const basePath = storeBasePath(restaurantId, storeId);
  const menu = result.menu;
  const context = useMemo<StoreContext | undefined>(
    () =>
      menu && {
        restaurantId,
        storeId,
        restaurant: undefined,
        store: { ...menu.store, id: storeId, restaurantId },
        menu,
        basePath,
      },
    [menu, restaurantId, storeId, basePath],
  );

  const storeName = menu?.store.name;
  useEffect(() => {
    if (storeName) rememberStore({ restaurantId, storeId, name: storeName });
  }, [restaurantId, storeId, storeName]);

  if (result.status === 'error') return <ErrorScreen error={result.error} homeHref={basePath} />;
  if (result.status === 'notFound') {
    return (
      <StatusPanel
        fullPage
        icon={<StorefrontRounded />}
        eyebrow="Store not found"
        title="We couldn't find this store"
        actions={
          <Button component={RouterLink} to="/" variant="contained">
            Go to the home page
          </Button>
        }
      >
        The link may be mistyped, or the store no longer takes online orders here.
      </StatusPanel>
    );
  }

  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <StoreHeader basePath={basePath} storeName={menu?.store.name} />
      {menu && <OrderingTabs basePath={basePath} offered={menu.store.collectionSettings} />}
      <Container
        component="main"
        maxWidth="md"
        // At least a screen high under the header, so the footer starts below the fold: pages and
        // their lazy chunks arrive after the frame, and a footer in view would be pushed down (a
        // layout shift). HEADER_HEIGHT is the toolbar's; the tab row on wider screens only adds.
        sx={{
          flexGrow: 1,
          minHeight: {
            xs: `calc(100dvh - ${HEADER_HEIGHT.xs}px)`,
            sm: `calc(100dvh - ${HEADER_HEIGHT.sm}px)`,
          },
          py: { xs: 2.5, sm: 4 },
          px: { xs: 2, sm: 3 },
        }}
      >
        <TableBanner />
        {context ? <Outlet context={context} /> : <StorePlaceholder />}
        {/* A new page opens at its top (the order confirmation, not where checkout was scrolled to);
            back and forward return to where the customer was on the menu. */}
        <ScrollRestoration />
      </Container>
      <Box
        component="footer"
        sx={{ py: 3, textAlign: 'center', color: 'text.secondary', typography: 'body2' }}
      >
        Online ordering by {BRAND_NAME}
      </Box>
      <OrderingTabsSpacer />
    </Box>
  );
}

function StoreHeader({ basePath, storeName }: { basePath: string; storeName: string | undefined }) {
  const { user } = useAuth();
  const itemCount = useCart((state) => state.lines.reduce((sum, line) => sum + line.selection.quantity, 0));
  return (
    <AppBar position="sticky">
      <Container maxWidth="md" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: HEADER_HEIGHT }}>
          <Link
            component={RouterLink}
            to={basePath}
            underline="none"
            color="inherit"
            sx={{ minWidth: 0, flexGrow: 1 }}
          >
            <Typography
              noWrap
              sx={{
                fontFamily: (theme) => theme.typography.h1.fontFamily,
                fontWeight: 600,
                fontSize: '1.25rem',
              }}
            >
              {storeName ?? <PlaceholderBlock width={160} height="1em" inline />}
            </Typography>
          </Link>
          <IconButton component={RouterLink} to={`${basePath}/search`} aria-label="Search the menu">
            <SearchRounded />
          </IconButton>
          <IconButton
            component={RouterLink}
            to={`${basePath}/cart`}
            aria-label={
              itemCount > 0 ? `Your order, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}` : 'Your order'
            }
          >
            {itemCount > 0 ? (
              <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
                <ShoppingBagRounded />
                <CountBadge count={itemCount} />
              </Box>
            ) : (
              <ShoppingBagRounded />
            )}
          </IconButton>
          <IconButton
            component={RouterLink}
            to={`${basePath}/${user ? 'secure' : 'login'}`}
            aria-label={user ? 'Your account' : 'Sign in'}
            color={user ? 'primary' : 'default'}
          >
            <AccountCircleRounded />
          </IconButton>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

/** Layout-shaped placeholder while the store loads, so nothing jumps when it arrives. */
function StorePlaceholder() {
  const slow = useDelayedFlag(SLOW_AFTER_MS);
  return (
    <Box aria-busy aria-label="Loading the store">
      {slow && (
        <Box sx={{ mb: 3 }}>
          <SlowConnectionHint />
        </Box>
      )}
      <PlaceholderBlock height={150} sx={{ borderRadius: 4, mb: 3 }} />
      <PlaceholderBlock width="40%" height={22} sx={{ my: 0.875 }} />
      <PlaceholderBlock height={220} sx={{ borderRadius: 4, mt: 2 }} />
    </Box>
  );
}

/**
 * A softly pulsing block where something is still loading: MUI's Skeleton look in a few lines, as
 * every store page (and the menu route's JS budget, DESIGN.md) carries this layout.
 */
function PlaceholderBlock({
  width = '100%',
  height,
  inline = false,
  sx,
}: {
  width?: number | string;
  height: number | string;
  inline?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={[
        {
          display: inline ? 'inline-block' : 'block',
          verticalAlign: 'middle',
          width,
          height,
          borderRadius: 1,
          bgcolor: 'action.hover',
          '@keyframes store-placeholder-pulse': { '50%': { opacity: 0.4 } },
          animation: 'store-placeholder-pulse 2s ease-in-out 0.5s infinite',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/**
 * The cart's item count over the bag icon (MUI's Badge look for this one use: a number in a primary
 * pill at the icon's top right, "99+" beyond 99), without the Badge module on every store page.
 */
function CountBadge({ count }: { count: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        transform: 'translate(50%, -50%)',
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        typography: 'caption',
        fontWeight: 500,
        lineHeight: '20px',
        textAlign: 'center',
        boxSizing: 'border-box',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
