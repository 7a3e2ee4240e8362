import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeliveryDiningRounded from '@mui/icons-material/DeliveryDiningRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { firestore, LoadingScreen, PageHeader, useDoc, usePageTitle, useQuery } from '@resto/web-common';
import { collection } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shared/useStoreContext';
import { integrationDoc, type MarketplaceIntegration } from './marketplaceData';

export const MARKETPLACE_STATUS_LABELS: Record<string, string> = {
  integrated: 'Receiving orders',
  paused: 'Paused',
  authorised: 'Authorised, no store linked',
  removedByMarketplace: 'Removed on Uber Eats',
  notConnected: 'Not connected',
};

function IntegrationCard(props: {
  icon: ReactNode;
  title: string;
  description: string;
  state: string;
  good: boolean;
  to: string;
  action: string;
}) {
  return (
    <Card variant="outlined" role="listitem" aria-label={props.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {props.icon}
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            {props.title}
          </Typography>
          <Chip size="small" color={props.good ? 'success' : 'default'} label={props.state} />
        </Stack>
        <Typography color="text.secondary">{props.description}</Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={props.to}>
          {props.action}
        </Button>
      </CardActions>
    </Card>
  );
}

/** `/integrations`: the outside services this store is connected to, each with its state. */
export default function IntegrationsPage() {
  usePageTitle('Integrations');
  const { restaurantId, storeId, store } = useStoreContext();
  const uberEats = useDoc(
    useMemo(
      () => (restaurantId && storeId ? integrationDoc(restaurantId, storeId) : null),
      [restaurantId, storeId],
    ),
  );
  const terminals = useQuery(
    useMemo(
      () =>
        restaurantId && storeId
          ? collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'cardTerminals')
          : null,
      [restaurantId, storeId],
    ),
  );
  const status = (uberEats.data as MarketplaceIntegration | null | undefined)?.status ?? 'notConnected';
  return (
    <>
      <PageHeader
        eyebrow={store?.name}
        title="Integrations"
        subtitle="Delivery marketplaces and card terminals connected to this store."
        actions={
          <Button component={RouterLink} to="manage" startIcon={<TuneRounded />}>
            Manage integrations
          </Button>
        }
      />
      {uberEats.error && <Alert severity="error">The integrations could not be loaded.</Alert>}
      {uberEats.loading ? (
        <LoadingScreen label="Loading integrations…" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
          role="list"
          aria-label="Integrations"
        >
          <IntegrationCard
            icon={<DeliveryDiningRounded color="primary" />}
            title="Uber Eats"
            description="Uber Eats orders arrive with your other orders; upload your menu and prices to Uber Eats."
            state={MARKETPLACE_STATUS_LABELS[status] ?? status}
            good={status === 'integrated'}
            to="uber-eats"
            action={status === 'notConnected' ? 'Connect' : 'Open'}
          />
          <IntegrationCard
            icon={<CreditCardRounded color="primary" />}
            title="ANZ Worldline card terminals"
            description="Card payments on a till go straight to the terminal beside it."
            state={terminals.loading ? '…' : `${terminals.data.length} paired`}
            good={terminals.data.length > 0}
            to="anz-worldline"
            action="Open"
          />
        </Box>
      )}
    </>
  );
}
