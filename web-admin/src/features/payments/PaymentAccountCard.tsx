import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CurrencyCode,
  formatMoney,
  PAYMENT_ACCOUNT_STATUS_HINTS,
  PAYMENT_ACCOUNT_STATUS_LABELS,
  type PaymentAccountStatus,
} from '@resto/domain';
import {
  ConfirmDialog,
  ProblemAlert,
  useApi,
  useBusyAction,
  useDoc,
  useNotify,
  useViewerAccess,
} from '@resto/web-common';
import { useEffect, useState } from 'react';
import { type AccountLinkAnswer, type BalanceAnswer, connectPath } from './paymentsApi';
import { paymentAccountDoc } from './paymentsData';

const STATUS_COLOURS: Record<PaymentAccountStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  notConnected: 'default',
  pending: 'info',
  verificationRequired: 'warning',
  active: 'success',
  archived: 'default',
};

export interface PaymentAccountCardProps {
  restaurantId: string;
  storeId: string;
  currency: CurrencyCode;
  storeName?: string | undefined;
}

/**
 * The store's card-provider account on the payment settings page: live status from its document,
 * the balance, and the next step (connect, continue verification, update details, archive).
 * The provider's own hosted forms collect identity and bank details; we never see them.
 */
export function PaymentAccountCard({ restaurantId, storeId, currency, storeName }: PaymentAccountCardProps) {
  const client = useApi();
  const notify = useNotify();
  const { isAdmin, seesAdminData } = useViewerAccess();
  // Store admins read the account document (rules); others see only that admins manage it.
  const {
    data: account,
    loading,
    error,
  } = useDoc(seesAdminData ? paymentAccountDoc(restaurantId, storeId) : null);
  // undefined while asking, null when the provider could not say.
  const [balance, setBalance] = useState<BalanceAnswer | null | undefined>();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const action = useBusyAction();
  const status: PaymentAccountStatus = account?.status ?? 'notConnected';
  const connected = status !== 'notConnected' && status !== 'archived';

  // Ask the provider for fresh status once on arrival (the API stores it, the snapshot shows it).
  useEffect(() => {
    if (!seesAdminData) return;
    void client.get(connectPath(restaurantId, storeId, 'account/active')).catch(() => undefined);
  }, [client, seesAdminData, restaurantId, storeId]);

  useEffect(() => {
    if (!seesAdminData || !connected) return;
    let cancelled = false;
    client
      .get<BalanceAnswer>(connectPath(restaurantId, storeId, 'balance'))
      .then((answer) => !cancelled && setBalance(answer))
      .catch(() => !cancelled && setBalance(null));
    return () => {
      cancelled = true;
    };
  }, [client, connected, seesAdminData, restaurantId, storeId]);

  async function openLink(kind: 'verification' | 'update') {
    await action.run(async () => {
      const link = await client.post<AccountLinkAnswer>(
        connectPath(restaurantId, storeId, `account/links/${kind}`),
      );
      window.location.assign(link.url);
    });
  }

  async function connect() {
    await action.run(async () => {
      await client.post(connectPath(restaurantId, storeId, 'account/active'), {});
      const link = await client.post<AccountLinkAnswer>(
        connectPath(restaurantId, storeId, 'account/links/verification'),
      );
      window.location.assign(link.url);
    });
  }

  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <Card sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} component="section" aria-labelledby="payment-account-title">
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: 3,
              display: { xs: 'none', sm: 'grid' },
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <AccountBalanceRounded />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography id="payment-account-title" variant="h6" component="h2">
                Card payments account
              </Typography>
              {loading ? (
                <Skeleton width={90} height={28} />
              ) : (
                <Chip
                  size="small"
                  color={STATUS_COLOURS[status]}
                  label={PAYMENT_ACCOUNT_STATUS_LABELS[status]}
                />
              )}
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {PAYMENT_ACCOUNT_STATUS_HINTS[status]}
            </Typography>
          </Box>
        </Stack>

        {error && (
          <Alert severity="error">We could not load the account status. Reload the page to try again.</Alert>
        )}
        {account?.status === 'verificationRequired' && account.requirements.currentlyDueCount > 0 && (
          <Alert severity="warning">
            The card provider needs {account.requirements.currentlyDueCount}{' '}
            {account.requirements.currentlyDueCount === 1 ? 'more detail' : 'more details'} about{' '}
            {storeName ?? 'this store'}.
          </Alert>
        )}

        {connected && (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <Fact
              label="Available"
              value={balance === null ? 'Unavailable' : balance && money(balance.availableInCents)}
            />
            <Fact
              label="Pending"
              value={balance === null ? 'Unavailable' : balance && money(balance.pendingInCents)}
            />
            <Fact label="Card payments" value={account?.chargesEnabled ? 'On' : 'Off'} />
            <Fact
              label="Payouts to"
              value={
                account?.externalAccount
                  ? `••${account.externalAccount.last4}`
                  : account?.payoutsEnabled
                    ? 'Bank account'
                    : 'Not set up'
              }
              note={account?.externalAccount?.bankName}
            />
          </Box>
        )}

        {action.failure !== undefined && <ProblemAlert error={action.failure} />}

        {isAdmin ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {(status === 'notConnected' || status === 'archived') && (
              <Button variant="contained" onClick={() => void connect()} disabled={action.busy}>
                {status === 'archived' ? 'Connect a new account' : 'Connect account'}
              </Button>
            )}
            {(status === 'pending' || status === 'verificationRequired') && (
              <Button
                variant="contained"
                onClick={() => void openLink('verification')}
                disabled={action.busy}
              >
                Continue verification
              </Button>
            )}
            {connected && (
              <Button variant="outlined" onClick={() => void openLink('update')} disabled={action.busy}>
                Update details
              </Button>
            )}
            {connected && (
              <Button
                color="error"
                onClick={() => setConfirmArchive(true)}
                disabled={action.busy}
                sx={{ ml: { sm: 'auto' } }}
              >
                Archive account
              </Button>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Only admins of this store or restaurant can change the account.
          </Typography>
        )}
      </Stack>

      <ConfirmDialog
        open={confirmArchive}
        title="Archive the card payments account?"
        confirmLabel="Archive account"
        busyLabel="Archiving…"
        destructive
        onClose={() => setConfirmArchive(false)}
        onConfirm={async () => {
          await client.post(connectPath(restaurantId, storeId, 'account/archive'));
          notify('The account is archived. Online card payments are off for this store.');
        }}
      >
        Customers of {storeName ?? 'this store'} will no longer be able to pay by card online, and card
        checkout is switched off in the payment settings below. Money the provider already holds is still paid
        out. To take card payments again you connect an account again.
      </ConfirmDialog>
    </Card>
  );
}

function Fact({
  label,
  value,
  note,
}: {
  label: string;
  value: string | undefined;
  note?: string | undefined;
}) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton width={70} />
      ) : (
        <Typography variant="subtitle1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
      )}
      {note && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap>
          {note}
        </Typography>
      )}
    </Box>
  );
}
