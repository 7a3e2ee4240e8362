import MonthlyOrderStatsPage from './MonthlyOrderStatsPage';

/** `/restaurants/:restaurantId/monthly-order-stats`. */
export default function RestaurantMonthlyStatsPage() {
  return <MonthlyOrderStatsPage scope="restaurant" />;
}
