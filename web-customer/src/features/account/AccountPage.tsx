import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, EmptyState, LoadingScreen, useAuth, usePageTitle } from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { phoneOfUid } from '../checkout/guestSignIn';

/** `…/secure`: who is signed in (the phone number of a phone sign-in), their orders, and sign out. */
export default function AccountPage() {
  usePageTitle('Your account');
  const { basePath, store } = useStoreContext();
  const { user, loading, signOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (loading) return <LoadingScreen label="Loading your account…" />;
  if (!user || user.isAnonymous) {
    return (
      <EmptyState
        icon={<AccountCircleRounded />}
        title={user ? "You're ordering as a guest" : "You're not signed in"}
        description={
          user
            ? 'Orders placed from this browser can be followed here. Sign in to keep them with your account and have your details filled in next time.'
            : `Sign in to see your orders and saved details at ${store.name}.`
        }
        action={
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={`${basePath}/login?next=${encodeURIComponent(`${basePath}/secure`)}`}
              variant="contained"
            >
              Sign in
            </Button>
            {user && (
              <Button component={RouterLink} to={`${basePath}/orders`} variant="outlined">
                Your orders
              </Button>
            )}
          </Box>
        }
      />
    );
  }

  const phone = phoneOfUid(user.uid) ?? user.phoneNumber ?? undefined;
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 3 }}>
        Your account
      </Typography>
      <Card sx={{ p: { xs: 2.5, sm: 3 }, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <AccountCircleRounded sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            {user.displayName && <Typography sx={{ fontWeight: 600 }}>{user.displayName}</Typography>}
            <Typography
              sx={{ color: user.displayName ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' }}
            >
              {phone ? `Signed in with ${phone}` : `Signed in as ${user.email ?? 'a customer'}`}
            </Typography>
          </Box>
        </Box>
      </Card>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`${basePath}/orders`}
          variant="contained"
          startIcon={<ReceiptLongRounded />}
        >
          Your orders
        </Button>
        <Button variant="outlined" startIcon={<LogoutRounded />} onClick={() => setConfirming(true)}>
          Sign out
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Sign out?"
        confirmLabel="Sign out"
        busyLabel="Signing out…"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await signOut();
          navigate(basePath, { replace: true });
        }}
      >
        Your order in progress stays on this device. You can sign in again any time.
      </ConfirmDialog>
    </Box>
  );
}
