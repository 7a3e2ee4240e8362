import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import EventSeatRounded from '@mui/icons-material/EventSeatRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { COLLECTION_TYPES, type CollectionType } from '@resto/domain';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCart } from '../features/cart/cartStore';

/**
 * The ordering tabs of SPEC.md section 2: pickup, delivery, dine-in, order history, saved orders and
 * table bookings. A tab row under the header on wider screens, a bottom navigation bar on phones. The
 * collection-type tabs switch the cart's collection type (prices are repriced for it) and show the menu.
 *
 * SPEC's "make payment" tab is not offered: it only opened the cart's checkout, which the cart already
 * does, so its name promised something it did not do. It comes back when a guest can pay a table's open
 * bill (the POS's dine-in order) from their phone.
 */

type TabId = CollectionType | 'history' | 'saved' | 'bookings';

interface TabDefinition {
  id: TabId;
  label: string;
  icon: ReactElement;
}

const COLLECTION_TABS: Record<CollectionType, TabDefinition> = {
  pickup: { id: 'pickup', label: 'Pickup', icon: <ShoppingBagRounded /> },
  delivery: { id: 'delivery', label: 'Delivery', icon: <DeliveryDiningRounded /> },
  dineIn: { id: 'dineIn', label: 'Dine-in', icon: <RestaurantRounded /> },
};

const ORDER_TABS: TabDefinition[] = [
  { id: 'history', label: 'Order history', icon: <ReceiptLongRounded /> },
  { id: 'saved', label: 'Saved orders', icon: <BookmarkBorderRounded /> },
  { id: 'bookings', label: 'Table bookings', icon: <EventSeatRounded /> },
];

function onCheckout(pathname: string, basePath: string): boolean {
  return pathname.startsWith(`${basePath}/checkout`);
}

/** Which tab the current address belongs to; a collection-type tab on the menu pages. */
export function activeOrderingTab(
  pathname: string,
  search: string,
  basePath: string,
  collectionType: CollectionType,
): TabId | false {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  if (rest.startsWith('/table-booking')) return 'bookings';
  if (rest.startsWith('/orders'))
    return new URLSearchParams(search).get('view') === 'saved' ? 'saved' : 'history';
  if (
    rest === '' ||
    rest === '/' ||
    rest.startsWith('/categories') ||
    rest.startsWith('/search') ||
    rest.startsWith('/cart')
  )
    return collectionType;
  return false;
}

export function OrderingTabs({
  basePath,
  offered,
}: {
  basePath: string;
  /** Collection types the store takes online. */
  offered: Readonly<Record<CollectionType, { available: boolean }>>;
}) {
  const collectionType = useCart((state) => state.collectionType);
  const setCollectionType = useCart((state) => state.setCollectionType);
  const location = useLocation();
  const navigate = useNavigate();
  const active = activeOrderingTab(location.pathname, location.search, basePath, collectionType);
  const tabs = [
    ...COLLECTION_TYPES.filter((type) => offered[type].available).map((type) => COLLECTION_TABS[type]),
    ...ORDER_TABS,
  ];
  const value = tabs.some((tab) => tab.id === active) ? active : false;

  const open = (id: TabId) => {
    if (id === 'history') navigate(`${basePath}/orders`);
    else if (id === 'saved') navigate(`${basePath}/orders?view=saved`);
    else if (id === 'bookings')
      navigate(
        `${basePath}/table-booking/${window.matchMedia('(min-width: 900px)').matches ? 'desktop' : 'mobile'}`,
      );
    else {
      setCollectionType(id);
      if (activeOrderingTab(location.pathname, location.search, basePath, id) !== id) navigate(basePath);
    }
  };

  return (
    <>
      <Box
        component="nav"
        aria-label="Ordering"
        sx={{
          display: { xs: 'none', sm: 'block' },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="md" disableGutters>
          <Tabs
            value={value}
            onChange={(_event, next: TabId) => open(next)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          >
            {tabs.map((tab) => (
              <Tab
                key={tab.id}
                value={tab.id}
                label={tab.label}
                icon={tab.icon}
                iconPosition="start"
                sx={{ minHeight: 52 }}
              />
            ))}
          </Tabs>
        </Container>
      </Box>
      <Paper
        component="nav"
        aria-label="Ordering"
        elevation={8}
        sx={{
          // Checkout has its own pay bar on a phone: the tabs step aside there.
          display: { xs: onCheckout(location.pathname, basePath) ? 'none' : 'block', sm: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <BottomNavigation showLabels value={value} onChange={(_event, next: TabId) => open(next)}>
          {tabs.map((tab) => (
            <BottomNavigationAction
              key={tab.id}
              value={tab.id}
              label={tab.label}
              icon={tab.icon}
              sx={{
                minWidth: 0,
                px: 0.25,
                '& .MuiBottomNavigationAction-label': {
                  fontSize: '0.68rem',
                  lineHeight: 1.15,
                  whiteSpace: 'normal',
                },
                '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: '0.68rem' },
              }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </>
  );
}

/** Keeps the page's last lines above the phone's bottom bar. */
export function OrderingTabsSpacer() {
  return (
    <Box
      aria-hidden
      sx={{ display: { xs: 'block', sm: 'none' }, height: 'calc(64px + env(safe-area-inset-bottom))' }}
    />
  );
}
