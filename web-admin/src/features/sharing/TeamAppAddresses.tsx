import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { kitchenDisplayPairingUrl, staffAppUrl } from '@resto/web-common';
import type { ReactNode } from 'react';
import { useCopyText } from './useCopyText';

interface AppAddress {
  label: string;
  description: string;
  url: string;
  icon: ReactNode;
}

const APPS: AppAddress[] = [
  {
    label: 'Staff app',
    description: 'Live orders and the POS. Staff sign in with the email you invited.',
    url: staffAppUrl(),
    icon: <StorefrontRounded />,
  },
  {
    label: 'Kitchen display',
    description: 'Open on the kitchen screen and type its pairing code.',
    url: kitchenDisplayPairingUrl(),
    icon: <KitchenRounded />,
  },
];

/**
 * Where staff and devices go, shown wherever people and devices are managed: without it an owner has
 * no way to find the staff app or the kitchen display.
 */
export function TeamAppAddresses() {
  const copy = useCopyText();
  return (
    <Card component="section" aria-label="Addresses of the staff apps" sx={{ mb: 3 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {APPS.map((app, index) => (
          <Box
            key={app.label}
            sx={{
              display: 'flex',
              gap: 1.5,
              p: 2,
              borderTop: { xs: index > 0 ? 1 : 0, md: 0 },
              borderLeft: { md: index > 0 ? 1 : 0 },
              borderColor: 'divider',
            }}
          >
            <Box sx={{ color: 'primary.main', pt: 0.25 }}>{app.icon}</Box>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{app.label}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                {app.description}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Link
                  href={app.url}
                  target="_blank"
                  rel="noreferrer"
                  sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {app.url}
                </Link>
                <Tooltip title={`Copy the ${app.label.toLowerCase()} address`}>
                  <IconButton
                    size="small"
                    aria-label={`Copy the ${app.label.toLowerCase()} address`}
                    onClick={() => copy(app.url, `${app.label} address`)}
                  >
                    <ContentCopyRounded sx={{ fontSize: 16 }} />
                  </IconButton>
                </Tooltip>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
