import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SMS_MARKETING_OFF_ERROR } from '@resto/domain';
import {
  describeError,
  storeSettingPath,
  useApi,
  useBusyAction,
  useNotify,
  useStoreSetting,
  useViewerAccess,
} from '@resto/web-common';
import { Link as RouterLink } from 'react-router-dom';
import { storePath } from '../../shared/paths';

/** Whether the store has the SMS marketing add-on on; undefined while it loads. */
export function useSmsMarketingOn(restaurantId: string, storeId: string): boolean | undefined {
  const setting = useStoreSetting(restaurantId, storeId, 'addOns');
  return setting.data ? setting.data.smsMarketing === true : undefined;
}

/**
 * Shown on the marketing pages while the store has SMS marketing switched off: why nothing can be
 * created or sent (the API refuses it too), with a way to switch it on here (admins) or in its
 * add-on settings. Nothing shows while it is on or still loading.
 */
export function SmsMarketingOffNotice({
  restaurantId,
  storeId,
  storeName,
}: {
  restaurantId: string;
  storeId: string;
  storeName: string;
}) {
  const setting = useStoreSetting(restaurantId, storeId, 'addOns');
  const { isAdmin } = useViewerAccess();
  const api = useApi();
  const notify = useNotify();
  const { busy, failure, run } = useBusyAction();
  if (!setting.data || setting.data.smsMarketing) return null;
  const current = setting.data;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      data-testid="sms-marketing-off"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {isAdmin && (
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await api.put(storeSettingPath(restaurantId, storeId, 'addOns'), {
                    ...current,
                    smsMarketing: true,
                  });
                  notify(`SMS marketing is switched on for ${storeName}.`);
                })
              }
            >
              {busy ? 'Switching on…' : 'Switch on'}
            </Button>
          )}
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={`${storePath(restaurantId, storeId)}/add-ons/sms-campaign-settings`}
          >
            Add-on settings
          </Button>
        </Stack>
      }
    >
      <AlertTitle>
        {SMS_MARKETING_OFF_ERROR.title} for {storeName}
      </AlertTitle>
      SMS campaigns are an add-on: while it is off, campaigns cannot be written or sent. Campaigns already
      paid for can still be cancelled and refunded.
      {!isAdmin && ' Ask an admin of this store to switch it on.'}
      {failure !== undefined && ` ${describeError(failure).message}`}
    </Alert>
  );
}
