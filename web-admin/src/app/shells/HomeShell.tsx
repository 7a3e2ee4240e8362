import { AppShell, useAuth } from '@resto/web-common';
import { Outlet } from 'react-router-dom';
import { SupportSessionBanner } from '../../features/superAdmin/support/SupportSessionBanner';
import { homeNav, platformNav } from '../navigation';

/** Shell of the pages above any one restaurant: the restaurant list and creating one. */
export default function HomeShell() {
  const { claims } = useAuth();
  return (
    <AppShell product="Admin" nav={claims.superAdmin ? [homeNav(), platformNav()] : [homeNav()]}>
      <SupportSessionBanner />
      <Outlet />
    </AppShell>
  );
}
