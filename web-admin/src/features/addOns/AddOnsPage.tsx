import AppsRounded from '@mui/icons-material/AppsRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ADD_ON_DETAILS, ADD_ONS, type AddOn, describeAddOns } from '@resto/domain';
import { describeError, LoadingScreen, PageHeader, usePageTitle, useStoreSetting } from '@resto/web-common';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';

const ICONS: Record<AddOn, ReactNode> = {
  connectedStores: <LinkRounded />,
  smsMarketing: <CampaignRounded />,
  kitchenDisplay: <KitchenRounded />,
  tableMap: <TableRestaurantRounded />,
  googleReviews: <StarRounded />,
};

/** `/add-ons`: the optional features, which are on, and where to set each up. */
export default function AddOnsPage() {
  usePageTitle('Add-ons');
  const context = useStoreContext();
  const setting = useStoreSetting(context.restaurantId, context.storeId, 'addOns');
  const base = storePath(context.restaurantId, context.storeId);

  return (
    <>
      <PageHeader
        eyebrow={context.store?.name}
        title="Add-ons"
        subtitle="Optional features you can switch on when your store needs them."
        actions={
          <Button
            component={RouterLink}
            to={`${base}/add-ons/manage`}
            variant="contained"
            startIcon={<AppsRounded />}
          >
            Manage add-ons
          </Button>
        }
      />
      {setting.error && <Alert severity="error">{describeError(setting.error).message}</Alert>}
      {setting.loading && <LoadingScreen label="Loading add-ons…" />}
      {setting.data && (
        <>
          <Typography sx={{ mb: 2 }}>{describeAddOns(setting.data)}</Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {ADD_ONS.map((addOn) => {
              const on = setting.data?.[addOn] === true;
              return (
                <Card key={addOn} sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Box sx={{ color: on ? 'primary.main' : 'text.disabled', display: 'flex' }}>
                      {ICONS[addOn]}
                    </Box>
                    <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', flex: 1 }}>
                      {ADD_ON_DETAILS[addOn].label}
                    </Typography>
                    <Chip size="small" color={on ? 'success' : 'default'} label={on ? 'On' : 'Off'} />
                  </Box>
                  <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
                    {ADD_ON_DETAILS[addOn].description}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {on ? (
                      <Button
                        component={RouterLink}
                        to={`${base}/${ADD_ON_DETAILS[addOn].settingsPath}`}
                        size="small"
                      >
                        Settings
                      </Button>
                    ) : (
                      <>
                        <Button component={RouterLink} to={`${base}/add-ons/manage`} size="small">
                          Switch on
                        </Button>
                        <Button
                          component={RouterLink}
                          to={`${base}/${ADD_ON_DETAILS[addOn].settingsPath}`}
                          size="small"
                          color="inherit"
                        >
                          What it does
                        </Button>
                      </>
                    )}
                  </Box>
                </Card>
              );
            })}
          </Box>
        </>
      )}
    </>
  );
}
