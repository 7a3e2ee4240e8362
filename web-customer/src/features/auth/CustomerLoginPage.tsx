import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { LoginForm, safeNextPath, useApi, useAuth, useNotify, usePageTitle } from '@resto/web-common';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { guestSessionToken } from './authSession';
import { EmailSignUpForm } from './EmailSignUpForm';
import { PhoneCodeSignIn } from './PhoneCodeSignIn';

type Way = 'phone' | 'email';

/**
 * `…/login`: a customer signs in with a code texted to their mobile or with email and password, or
 * creates an account, or carries on as a guest. A guest (the anonymous session checkout made) is not
 * sent away from here, and whichever way they sign in, the orders they placed as a guest come with
 * them: signing up turns the guest into the account; signing in to an existing account claims the
 * guest's orders with the guest session's own token.
 */
export default function CustomerLoginPage() {
  usePageTitle('Sign in');
  const { store, basePath } = useStoreContext();
  const { user, loading, signIn, signInWithToken } = useAuth();
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const next = safeNextPath(useLocation().search, basePath);
  const [way, setWay] = useState<Way>('phone');
  const [creating, setCreating] = useState(false);
  const [done, setDone] = useState(false);

  if (!loading && user && !user.isAnonymous && !done) return <Navigate replace to={next} />;

  /** Signs in, then moves the guest session's orders to the account. */
  async function keepingGuestOrders(signInStep: () => Promise<void>): Promise<void> {
    const guestToken = await guestSessionToken();
    setDone(true);
    try {
      await signInStep();
    } catch (error) {
      setDone(false);
      throw error;
    }
    if (guestToken) {
      try {
        const { moved } = await client.post<{ moved: number }>('/api/customer/guest-orders/claim', {
          guestIdToken: guestToken,
        });
        if (moved > 0)
          notify(
            `Your ${moved === 1 ? 'order' : `${moved} orders`} from this browser are now in your account.`,
          );
      } catch {
        // Signed in all the same; the guest orders stay reachable from this browser's links.
        notify('Signed in. We could not move your guest orders to your account this time.', 'warning');
      }
    }
    navigate(next, { replace: true });
  }

  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          {creating ? 'Create your account' : 'Sign in'}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          See your orders, saved details and loyalty credits at {store.name}.
          {user?.isAnonymous ? ' Orders you placed as a guest on this browser come with you.' : ''}
        </Typography>
        <Tabs
          value={way}
          onChange={(_event, value: Way) => setWay(value)}
          variant="fullWidth"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="phone" label="Mobile" />
          <Tab value="email" label="Email" />
        </Tabs>
        {way === 'phone' && (
          <PhoneCodeSignIn
            country={store.address.country.code}
            onToken={(customToken) => keepingGuestOrders(() => signInWithToken(customToken))}
          />
        )}
        {way === 'email' &&
          (creating ? (
            <EmailSignUpForm onSignedUp={() => keepingGuestOrders(async () => undefined)} />
          ) : (
            <LoginForm
              onSubmit={({ email, password }) => keepingGuestOrders(() => signIn(email, password))}
            />
          ))}
        {way === 'email' && (
          <Button onClick={() => setCreating(!creating)} fullWidth sx={{ mt: 1.5 }}>
            {creating ? 'I already have an account' : 'New here? Create an account'}
          </Button>
        )}
        <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
        <Button component={RouterLink} to={basePath} variant="outlined" size="large" fullWidth>
          Continue as guest
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, textAlign: 'center' }}>
          No account needed to order. You can pay as a guest.
        </Typography>
      </Card>
    </Box>
  );
}
