import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { LoginForm, safeNextPath, useAuth, usePageTitle } from '@resto/web-common';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';

/** `…/login`: a customer signs in to see their orders and loyalty credits, or carries on as a guest. */
export default function CustomerLoginPage() {
  usePageTitle('Sign in');
  const { store, basePath } = useStoreContext();
  const { user, loading, signIn } = useAuth();
  const navigate = useNavigate();
  const next = safeNextPath(useLocation().search, basePath);

  if (!loading && user) return <Navigate replace to={next} />;

  return (
    <Box sx={{ maxWidth: 440, mx: 'auto' }}>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
          Sign in
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          See your orders, saved details and loyalty credits at {store.name}.
        </Typography>
        <LoginForm
          onSubmit={async ({ email, password }) => {
            await signIn(email, password);
            navigate(next, { replace: true });
          }}
        />
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
