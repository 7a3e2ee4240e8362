import AppsRounded from '@mui/icons-material/AppsRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ADD_ON_DETAILS, type AddOnsSettings } from '@resto/domain';
import {
  describeError,
  LoadingScreen,
  PageHeader,
  ProblemAlert,
  storeSettingPath,
  useApi,
  useBusyAction,
  useNotify,
  usePageTitle,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';
import { useStoreContext } from '../../shared/useStoreContext';
import { ADD_ON_PLANS, type PlannedAddOn } from './addOnPlans';

function PlanList({ entries, icon }: { entries: readonly string[]; icon: ReactNode }) {
  return (
    <List dense disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'primary.main' }}>{icon}</ListItemIcon>
          <ListItemText primary={entry} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The settings page of an add-on: whether it is on for this store (switchable here by admins), then
 * its settings (`children`) or, for a feature still to come, what it will do and which settings will
 * appear here. Switching it on early is kept, so the feature starts working the day it arrives.
 */
export function AddOnSettingsScreen({ addOn, children }: { addOn: PlannedAddOn; children?: ReactNode }) {
  const details = ADD_ON_DETAILS[addOn];
  const plan = ADD_ON_PLANS[addOn];
  usePageTitle(`${details.label} settings`);
  const context = useStoreContext();
  const setting = useStoreSetting(context.restaurantId, context.storeId, 'addOns');
  const { isAdmin } = useViewerAccess();
  const client = useApi();
  const notify = useNotify();
  const { busy, failure, run } = useBusyAction();
  // The switch shows the choice straight away; the live setting takes over once it is saved.
  const [pending, setPending] = useState<boolean>();
  const base = storePath(context.restaurantId, context.storeId);
  const storeName = context.store?.name ?? 'this store';

  async function switchTo(on: boolean, current: AddOnsSettings) {
    setPending(on);
    await run(async () => {
      await client.put(storeSettingPath(context.restaurantId, context.storeId, 'addOns'), {
        ...current,
        [addOn]: on,
      });
      notify(`${details.label} is switched ${on ? 'on' : 'off'} for ${storeName}.`);
    });
    setPending(undefined);
  }

  if (setting.error) return <Alert severity="error">{describeError(setting.error).message}</Alert>;
  if (!setting.data) return <LoadingScreen label={`Loading ${details.label.toLowerCase()}…`} />;
  const current = setting.data;
  const on = current[addOn] === true;
  const shown = pending ?? on;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader
        eyebrow={context.store?.name}
        title={`${details.label} settings`}
        subtitle={details.description}
        actions={
          <Button component={RouterLink} to={`${base}/add-ons`} startIcon={<AppsRounded />}>
            All add-ons
          </Button>
        }
      />
      <Stack spacing={3}>
        <Card sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Box sx={{ flex: 1 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography variant="h4" component="h2" sx={{ fontSize: '1.1rem' }}>
                  {details.label}
                </Typography>
                <Chip size="small" color={on ? 'success' : 'default'} label={on ? 'On' : 'Off'} />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {children
                  ? on
                    ? `Switched on for ${storeName}.`
                    : `Switched off for ${storeName}. Switch it on to use it here.`
                  : on
                    ? `Switched on for ${storeName}. It starts working here as soon as the feature is available; until then nothing changes for customers or staff.`
                    : `Switched off for ${storeName}. Switch it on now and it starts working here as soon as the feature is available.`}
              </Typography>
            </Box>
            <Switch
              checked={shown}
              disabled={!isAdmin || busy}
              onChange={(event) => void switchTo(event.target.checked, current)}
              slotProps={{ input: { 'aria-label': `${details.label} on for ${storeName}` } }}
            />
          </Stack>
          {!isAdmin && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              Only admins of this store or restaurant can switch add-ons on or off.
            </Typography>
          )}
          {failure !== undefined && (
            <Box sx={{ mt: 2 }}>
              <ProblemAlert error={failure} />
            </Box>
          )}
        </Card>

        {children ?? (
          <>
            <Alert severity="info" icon={<ScheduleRounded />}>
              {details.label} is on its way: this page explains what it will do. Its settings appear here when
              it arrives.
            </Alert>

            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Card sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
                  What it will do
                </Typography>
                <PlanList entries={plan.willDo} icon={<CheckCircleRounded fontSize="small" />} />
              </Card>
              <Card sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography variant="h4" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
                  What you will set up here
                </Typography>
                <PlanList entries={plan.settings} icon={<ScheduleRounded fontSize="small" />} />
              </Card>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
