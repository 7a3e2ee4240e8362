import Alert from '@mui/material/Alert';
import {
  AppShell,
  LoadingScreen,
  type NavSection,
  NotAllowedScreen,
  type TenantAccess,
  ViewerAccessProvider,
} from '@resto/web-common';
import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { ReadOnlyBanner } from '../../features/superAdmin/support/ReadOnlyBanner';
import { SupportSessionBanner } from '../../features/superAdmin/support/SupportSessionBanner';

export interface TenantShellProps {
  access: TenantAccess;
  nav: NavSection[];
  drawerHeader: ReactNode;
  /** 'restaurant' or 'store', for the "not allowed" wording. */
  place: 'restaurant' | 'store';
  /** Defaults to the child routes. */
  children?: ReactNode;
}

/**
 * The shell of a restaurant's or a store's pages, shown only to its members (and super admins). The
 * access is live: when someone's membership is removed, their open page turns into "not allowed"
 * at once, and the navigation of the place disappears with it.
 */
export function TenantShell({ access, nav, drawerHeader, place, children }: TenantShellProps) {
  const { restaurantId = '' } = useParams();
  if (access.status === 'denied') {
    return (
      <AppShell product="Admin">
        <NotAllowedScreen
          fullPage={false}
          title={`You don't have access to this ${place}`}
          message={`Only people added to this ${place} can open its pages. Ask one of its admins to add you on the Users page.`}
        />
      </AppShell>
    );
  }
  return (
    <AppShell product="Admin" nav={nav} drawerHeader={drawerHeader}>
      {access.status === 'loading' && <LoadingScreen label="Checking your access…" />}
      {access.status === 'failed' && (
        <Alert severity="error">
          We could not check your access to this {place}. Check your connection and reload the page.
        </Alert>
      )}
      {access.status === 'allowed' && (
        <ViewerAccessProvider access={access}>
          <SupportSessionBanner />
          {access.readOnly && <ReadOnlyBanner restaurantId={restaurantId} />}
          {children ?? <Outlet />}
        </ViewerAccessProvider>
      )}
    </AppShell>
  );
}
