import MonthlyOrderStatsPage from './MonthlyOrderStatsPage';

/** `/monthly-order-stats` for super admins. */
export default function PlatformMonthlyStatsPage() {
  return <MonthlyOrderStatsPage scope="platform" />;
}
