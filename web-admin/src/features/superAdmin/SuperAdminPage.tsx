import BarChartRounded from '@mui/icons-material/BarChartRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import DnsRounded from '@mui/icons-material/DnsRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader, useAuth, usePageTitle } from '@resto/web-common';
import { QuickLinks } from '../../shared/QuickLinks';
import { AuditLogCard } from './AuditLogCard';
import { GrantSuperAdminCard } from './GrantSuperAdminCard';

/** `/super-admin`: the platform's tools at a glance, and granting super admin to another account. */
export default function SuperAdminPage() {
  usePageTitle('Super admin');
  const { claims } = useAuth();
  return (
    <>
      <PageHeader
        eyebrow="Platform"
        title="Super admin"
        subtitle="The platform at a glance: restaurants, domains and new orders across every tenant."
      />
      <QuickLinks
        links={[
          {
            label: 'Browse restaurants',
            description: 'Every restaurant on the platform',
            to: '/super-admin/restaurants/browse',
            icon: <StorefrontRounded />,
          },
          {
            label: 'New orders',
            description: 'Orders waiting to be accepted',
            to: '/super-admin/new-orders',
            icon: <ShoppingBagRounded />,
          },
          {
            label: 'Domains',
            description: 'Custom website domains',
            to: '/super-admin/domains',
            icon: <DnsRounded />,
          },
          {
            label: 'Monthly order stats',
            description: 'Orders and sales per month',
            to: '/monthly-order-stats',
            icon: <BarChartRounded />,
          },
          {
            label: 'Batch uploads',
            description: 'Bulk menu imports',
            to: '/batch-upload-jobs',
            icon: <CloudUploadRounded />,
          },
          {
            label: 'Printers',
            description: 'Printer devices and sign-ins',
            to: '/printers',
            icon: <PrintRounded />,
          },
          {
            label: 'Platform settings',
            description: 'Fees, limits and switches',
            to: '/global/platform_settings',
            icon: <SettingsRounded />,
          },
        ]}
      />
      <Typography variant="h3" component="h2" sx={{ mt: 5, mb: 2 }}>
        Administrators
      </Typography>
      <Stack sx={{ gap: 3 }}>
        <GrantSuperAdminCard />
        <GrantSuperAdminCard mode="revoke" />
        {claims.superAdmin && <AuditLogCard />}
      </Stack>
    </>
  );
}
