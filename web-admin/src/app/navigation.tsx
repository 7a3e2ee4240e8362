import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import AltRouteRounded from '@mui/icons-material/AltRouteRounded';
import AppsRounded from '@mui/icons-material/AppsRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import DnsRounded from '@mui/icons-material/DnsRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import EventSeatRounded from '@mui/icons-material/EventSeatRounded';
import ExtensionRounded from '@mui/icons-material/ExtensionRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import LocalPizzaRounded from '@mui/icons-material/LocalPizzaRounded';
import LoyaltyRounded from '@mui/icons-material/LoyaltyRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import MoreTimeRounded from '@mui/icons-material/MoreTimeRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import PercentRounded from '@mui/icons-material/PercentRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import RateReviewRounded from '@mui/icons-material/RateReviewRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import RequestQuoteRounded from '@mui/icons-material/RequestQuoteRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { NavSection } from '@resto/web-common';
import { restaurantPath, storePath } from '../shared/paths';

/** Platform tools; only shown to super admins. */
export function platformNav(): NavSection {
  return {
    title: 'Platform',
    items: [
      { label: 'Super admin', to: '/super-admin', icon: <AdminPanelSettingsRounded />, end: true },
      { label: 'Browse restaurants', to: '/super-admin/restaurants/browse', icon: <StorefrontRounded /> },
      { label: 'Domains', to: '/super-admin/domains', icon: <DnsRounded /> },
      { label: 'New orders', to: '/super-admin/new-orders', icon: <ShoppingBagRounded /> },
      { label: 'Monthly order stats', to: '/monthly-order-stats', icon: <BarChartRounded /> },
      { label: 'Batch uploads', to: '/batch-upload-jobs', icon: <CloudUploadRounded /> },
      { label: 'Cloud kitchen printers', to: '/sunmi-cloud-kitchen-printers', icon: <PrintRounded /> },
      { label: 'Printers', to: '/printers', icon: <PrintRounded /> },
      { label: 'Platform settings', to: '/global/platform_settings', icon: <SettingsRounded /> },
    ],
  };
}

export function homeNav(): NavSection {
  return {
    title: 'Restaurants',
    items: [
      { label: 'My restaurants', to: '/', icon: <StorefrontRounded />, end: true },
      { label: 'Create restaurant', to: '/create/restaurant', icon: <AddBusinessRounded /> },
    ],
  };
}

export function restaurantNav(restaurantId: string): NavSection[] {
  const base = restaurantPath(restaurantId);
  return [
    {
      items: [
        { label: 'Overview', to: base, icon: <DashboardRounded />, end: true },
        { label: 'Stores', to: `${base}/stores`, icon: <StorefrontRounded /> },
        { label: 'Monthly order stats', to: `${base}/monthly-order-stats`, icon: <BarChartRounded /> },
      ],
    },
    {
      title: 'Customers',
      items: [
        { label: 'Customers', to: `${base}/restaurant-customers`, icon: <PeopleAltRounded /> },
        { label: 'Reviews', to: `${base}/customer-reviews`, icon: <RateReviewRounded /> },
        { label: 'Coupons', to: `${base}/coupons`, icon: <LocalOfferRounded /> },
        { label: 'Loyalty', to: `${base}/loyalty-settings`, icon: <LoyaltyRounded /> },
        { label: 'Loyalty cards', to: `${base}/loyalty-cards`, icon: <CardGiftcardRounded /> },
      ],
    },
    {
      title: 'Website',
      items: [
        { label: 'Website', to: `${base}/website/info`, icon: <LanguageRounded /> },
        { label: 'Website theme', to: `${base}/website-theme`, icon: <PaletteRounded /> },
      ],
    },
    {
      title: 'Restaurant',
      items: [
        { label: 'Users', to: `${base}/users`, icon: <GroupRounded /> },
        { label: 'Restaurant details', to: `${base}/edit`, icon: <EditRounded /> },
      ],
    },
  ];
}

export function storeNav(restaurantId: string, storeId: string): NavSection[] {
  const base = storePath(restaurantId, storeId);
  return [
    {
      items: [
        { label: 'Overview', to: base, icon: <DashboardRounded />, end: true },
        { label: 'Menu', to: `${base}/menu`, icon: <MenuBookRounded /> },
      ],
    },
    {
      title: 'Orders',
      items: [
        {
          label: 'Online orders',
          to: `${base}/online-order-history`,
          icon: <ShoppingBagRounded />,
          // An order's own page (`.../orders/:orderId`) belongs to the online orders.
          matches: [`${base}/orders`],
        },
        { label: 'POS orders', to: `${base}/pos-order-history`, icon: <ReceiptLongRounded /> },
        { label: 'Table bookings', to: `${base}/table-booking-history`, icon: <EventSeatRounded /> },
        { label: 'Sales reports', to: `${base}/reports`, icon: <BarChartRounded /> },
        { label: 'Payouts', to: `${base}/payouts`, icon: <AccountBalanceRounded /> },
        { label: 'Transaction fees', to: `${base}/transaction-fee`, icon: <RequestQuoteRounded /> },
      ],
    },
    {
      title: 'Settings',
      items: [
        { label: 'Online ordering', to: `${base}/online-ordering-settings`, icon: <TuneRounded /> },
        { label: 'Ordering times', to: `${base}/settings/timings`, icon: <ScheduleRounded /> },
        { label: 'Trading hours', to: `${base}/settings/store-trading-hours`, icon: <StorefrontRounded /> },
        { label: 'Holidays', to: `${base}/settings/holidays`, icon: <EventBusyRounded /> },
        { label: 'Payments', to: `${base}/settings/payments`, icon: <PaymentsRounded /> },
        { label: 'Checkout surcharges', to: `${base}/settings/checkout`, icon: <CreditCardRounded /> },
        {
          label: 'Holiday surcharge',
          to: `${base}/settings/public-holidays-surcharge`,
          icon: <PercentRounded />,
        },
        { label: 'Delivery areas', to: `${base}/settings/delivery_area`, icon: <DeliveryDiningRounded /> },
        { label: 'Pizza settings', to: `${base}/settings/pizza`, icon: <LocalPizzaRounded /> },
        { label: 'Store details', to: `${base}/edit`, icon: <EditRounded /> },
      ],
    },
    {
      title: 'In store',
      items: [
        { label: 'POS terminals', to: `${base}/pos-settings`, icon: <PointOfSaleRounded /> },
        { label: 'POS trading hours', to: `${base}/pos-trading-hours`, icon: <MoreTimeRounded /> },
        { label: 'Kitchen display', to: `${base}/add-ons/kds-settings`, icon: <KitchenRounded /> },
        { label: 'Printers', to: `${base}/printer-settings`, icon: <PrintRounded /> },
        { label: 'Item routing', to: `${base}/item-routing`, icon: <AltRouteRounded /> },
        { label: 'Employees', to: `${base}/employees`, icon: <BadgeRounded /> },
        { label: 'Timesheets', to: `${base}/timesheets`, icon: <ScheduleRounded /> },
        { label: 'Cash drawer', to: `${base}/cash-drawer`, icon: <PointOfSaleRounded /> },
        { label: 'Dine-in', to: `${base}/dine-in`, icon: <TableRestaurantRounded /> },
      ],
    },
    {
      title: 'Grow',
      items: [
        { label: 'Marketing', to: `${base}/marketing`, icon: <CampaignRounded /> },
        {
          label: 'Reviews',
          to: `${restaurantPath(restaurantId)}/customer-reviews?storeId=${encodeURIComponent(storeId)}`,
          icon: <RateReviewRounded />,
        },
        { label: 'Integrations', to: `${base}/integrations`, icon: <ExtensionRounded /> },
        { label: 'Add-ons', to: `${base}/add-ons`, icon: <AppsRounded />, end: true },
        { label: 'Website', to: `${base}/website/info`, icon: <LanguageRounded /> },
      ],
    },
    { title: 'Team', items: [{ label: 'Users', to: `${base}/users`, icon: <GroupRounded /> }] },
  ];
}
