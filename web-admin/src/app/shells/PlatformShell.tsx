import { AppShell, RequireAuth } from '@resto/web-common';
import { homeNav, platformNav } from '../navigation';

/** Platform pages: super admins only. */
export default function PlatformShell() {
  return (
    <RequireAuth
      allow={(claims) => claims.superAdmin}
      notAllowedMessage="Platform pages are for super admins. Ask a super admin if you need access."
    >
      <AppShell product="Admin" nav={[platformNav(), homeNav()]} />
    </RequireAuth>
  );
}
