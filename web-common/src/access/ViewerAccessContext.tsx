import { createContext, type ReactNode, useContext } from 'react';
import type { TenantAccess } from './tenantAccess';

export type AllowedAccess = Extract<TenantAccess, { status: 'allowed' }>;

export interface ViewerAccess extends AllowedAccess {
  /** May manage people, devices, employees and stores here (never in a read-only view). */
  isAdmin: boolean;
  /** Sees what admins see (admins, and super admins in their read-only view). */
  seesAdminData: boolean;
}

const ViewerAccessContext = createContext<ViewerAccess | null>(null);

/** Hands the viewer's role on to the pages of a restaurant or store, once the shell has let them in. */
export function ViewerAccessProvider({ access, children }: { access: AllowedAccess; children: ReactNode }) {
  const value: ViewerAccess = {
    ...access,
    isAdmin: access.role === 'admin' && !access.readOnly,
    seesAdminData: access.role === 'admin',
  };
  return <ViewerAccessContext.Provider value={value}>{children}</ViewerAccessContext.Provider>;
}

/** The viewer's role where they are; only inside a shell that checked their membership. */
export function useViewerAccess(): ViewerAccess {
  const access = useContext(ViewerAccessContext);
  if (!access) throw new Error('useViewerAccess must be used inside <ViewerAccessProvider>.');
  return access;
}
